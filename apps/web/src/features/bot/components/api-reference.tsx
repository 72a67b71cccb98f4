import { Input } from '../../../components/ui/input.tsx';
import { chatEndpointPath, exampleRequestBody, exampleResponseBody, maskApiKey, type SampleParams } from '@siteline/contract';
import { CodeBlock } from '../../../components/ui/code-block.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';

interface ReferenceFieldProps {
  label: string;
  value: string;
  copyValue: string;
  disabled?: boolean;
}

function ReferenceField({ label, value, copyValue, disabled }: ReferenceFieldProps) {
  const id = `api-ref-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-500">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={copyValue} label={label} disabled={disabled} className="shrink-0" />
      </div>
    </div>
  );
}

export interface ApiReferenceProps {
  params: SampleParams;
}

/** Everything needed to call the chat API by hand, each value copyable. */
export function ApiReference({ params }: ApiReferenceProps) {
  const path = chatEndpointPath(params.assistantId);
  return (
    <section aria-labelledby="api-reference-title" className="min-w-0 space-y-4">
      <h4 id="api-reference-title" className="text-sm font-semibold text-slate-900">
        API Reference
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <ReferenceField label="Base URL" value={params.baseUrl} copyValue={params.baseUrl} />
        <ReferenceField label="Chat Endpoint" value={`POST ${path}`} copyValue={path} />
        <ReferenceField label="Assistant ID" value={params.assistantId} copyValue={params.assistantId} />
        <ReferenceField
          label="API Key"
          value={params.apiKey ? maskApiKey(params.apiKey) : 'Not generated'}
          copyValue={params.apiKey}
          disabled={!params.apiKey}
        />
      </div>
      <p className="text-xs text-slate-500">
        Send the key as <code className="rounded bg-slate-100 px-1 font-mono">Authorization: Bearer …</code>. Keep it on your server; websites use the embed
        widget instead.
      </p>
      <div className="grid gap-3 2xl:grid-cols-2">
        <CodeBlock code={exampleRequestBody('sessionId')} title="Request body" copyLabel="Example request" copyText="Copy" />
        <CodeBlock code={exampleResponseBody(params.baseUrl)} title="Response body" copyLabel="Example response" copyText="Copy" />
      </div>
    </section>
  );
}

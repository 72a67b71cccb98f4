import type { Assistant } from '@siteline/contract';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { CodeBlock } from '../../../components/ui/code-block.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';

export interface IntegrationSamplesProps {
  assistants: Assistant[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The widget snippet and the REST call for the selected assistant. */
  embedCode: string;
  restCode: string;
}

/** The embed-widget and REST samples for one of the user's assistants. */
export function IntegrationSamples({ assistants, selectedId, onSelect, embedCode, restCode }: IntegrationSamplesProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Integration Samples</CardTitle>
        <CardDescription>Put an assistant on your website with one tag, or call it from your own code.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {assistants.length === 0 ? (
          <p className="text-sm text-slate-600">
            Create an assistant first on the{' '}
            <Link href="/dashboard" className="font-medium text-indigo-600 hover:underline">
              dashboard
            </Link>
            ; its samples appear here.
          </p>
        ) : (
          <>
            <div className="max-w-sm">
              <Label htmlFor="samples-assistant" className="mb-1.5">
                Assistant
              </Label>
              <Select id="samples-assistant" value={selectedId} onValueChange={onSelect} options={assistants.map((a) => ({ value: a.id, label: a.name }))} />
            </div>
            <section aria-label="Embed widget">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">Embed widget</h3>
              <p className="mb-2 text-sm text-slate-500">Paste before &lt;/body&gt; on every page. The widget needs no API key and works on every plan.</p>
              <CodeBlock code={embedCode} title="index.html" copyLabel="Embed code" toastTitle="Embed code copied!" />
            </section>
            <section aria-label="REST API">
              <h3 className="mb-2 text-sm font-semibold text-slate-900">REST API</h3>
              <p className="mb-2 text-sm text-slate-500">Uses the assistant's own key; an account key works as well.</p>
              <CodeBlock code={restCode} title="ask.sh" copyLabel="Code" />
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

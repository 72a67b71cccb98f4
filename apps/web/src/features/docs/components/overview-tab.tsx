import { API_REFERENCE_PATH, errorStatus } from '@siteline/contract';
import { C, DocsCode, DocsSection, DocsTable } from './docs-blocks.tsx';

/** What the API is, how to authenticate, how errors look. */
export function OverviewTab({ origin }: { origin: string }) {
  return (
    <div className="space-y-8">
      <DocsSection title="What you can build">
        <p>
          Every Siteline assistant answers from the website it learned. Put it on your site with one script tag (Embedding), call it from your own code over
          HTTPS (Chat API), connect it to Discord or Telegram (Examples), and create or change assistants programmatically (Assistants).
        </p>
        <p>
          Base URL: <C>{`${origin}/api`}</C>. Requests and responses are JSON. The full, always-current description is at <C>/api/openapi.json</C>, and the{' '}
          <a href={API_REFERENCE_PATH} className="font-medium text-indigo-600 hover:underline">
            interactive API reference
          </a>{' '}
          lets you send requests from the browser with your own key.
        </p>
      </DocsSection>
      <DocsSection title="Authentication">
        <p>
          Send a key in the <C>Authorization</C> header as a bearer token. Two kinds of key work: an <strong>account key</strong>, created on the API page of
          your dashboard (<C>/api</C>, which uses your signed-in session), reaches all of your assistants; an <strong>assistant key</strong>, shown on an
          assistant's API tab, chats with and reads that one assistant. Keep keys on your server: the website widget never needs one.
        </p>
        <DocsCode title="Authorization header" code={'Authorization: Bearer YOUR_API_KEY'} />
        <p>API access by key is part of the paid plans (see Limits); your own test chat and the widget work on every plan.</p>
      </DocsSection>
      <DocsSection title="Errors">
        <p>
          Every error answers with a JSON body <C>{'{ "message": "...", "code": "..." }'}</C>: <C>message</C> is written for people and names the field at
          fault; <C>code</C> is stable, so branch on it.
        </p>
        <DocsTable head={['Code', 'HTTP status']} rows={Object.entries(errorStatus).map(([code, status]) => [<C key={code}>{code}</C>, status])} />
      </DocsSection>
    </div>
  );
}

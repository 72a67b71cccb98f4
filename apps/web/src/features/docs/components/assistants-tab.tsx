import { C, DocsCode, DocsSection, DocsTable } from './docs-blocks.tsx';
import { CREATE_ASSISTANT_FIELDS } from './docs-fields.ts';

const ENDPOINTS: [string, string][] = [
  ['GET /api/assistants', 'List your assistants.'],
  ['POST /api/assistants', 'Create an assistant (and start learning its website).'],
  ['GET /api/assistants/{id}', 'Read one assistant, with its crawl status.'],
  ['PUT /api/assistants/{id}', 'Change an assistant (isActive and the fields below).'],
  ['PATCH /api/assistants/{id}', 'Change some fields, including promptTemplate and allowedOrigins.'],
  ['DELETE /api/assistants/{id}', 'Delete an assistant.'],
];

/** Managing assistants over the REST API. */
export function AssistantsTab({ origin }: { origin: string }) {
  return (
    <div className="space-y-8">
      <DocsSection title="Endpoints">
        <p>These take an account key (or, for reading one assistant, that assistant's own key).</p>
        <DocsTable head={['Endpoint', 'What it does']} rows={ENDPOINTS.map(([endpoint, meaning]) => [<C key={endpoint}>{endpoint}</C>, meaning])} />
      </DocsSection>
      <DocsSection title="Create an assistant">
        <DocsTable head={['Field', 'Meaning']} rows={Object.entries(CREATE_ASSISTANT_FIELDS).map(([name, meaning]) => [<C key={name}>{name}</C>, meaning])} />
        <DocsCode
          title="cURL"
          code={`curl -X POST '${origin}/api/assistants' \\
  -H 'Authorization: Bearer YOUR_API_KEY' \\
  -H 'Content-Type: application/json' \\
  -d '{"name": "Harbor & Vine", "websiteUrl": "https://harborandvine.example", "personality": "friendly"}'`}
        />
        <p>
          The answer is the new assistant, including its <C>id</C> and its own <C>apiKey</C>. Follow <C>crawlStatus</C> with <C>GET /api/assistants/{'{id}'}</C>{' '}
          until it reads <C>done</C>; the assistant can already answer from the pages learned so far.
        </p>
      </DocsSection>
      <DocsSection title="Read and change one">
        <DocsCode
          title="cURL"
          code={`curl '${origin}/api/assistants/YOUR_ASSISTANT_ID' -H 'Authorization: Bearer YOUR_API_KEY'

curl -X PATCH '${origin}/api/assistants/YOUR_ASSISTANT_ID' \\
  -H 'Authorization: Bearer YOUR_API_KEY' \\
  -H 'Content-Type: application/json' \\
  -d '{"tone": "concise", "isActive": true}'`}
        />
      </DocsSection>
    </div>
  );
}

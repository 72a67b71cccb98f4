import { exampleRequestBody, exampleResponseBody, HUB_SAMPLES } from '@siteline/contract';
import { C, DocsCode, DocsSection, DocsTable } from './docs-blocks.tsx';
import { CHAT_REQUEST_FIELDS, CHAT_RESPONSE_FIELDS } from './docs-fields.ts';

const STREAM_EXAMPLE = `data: {"type":"start","sessionId":"user-123","conversationId":"3f1c2b9e-…"}

data: {"type":"token","content":"We are open "}

data: {"type":"token","content":"Monday to Friday, 8 am to 6 pm."}

data: {"type":"done","response":"We are open Monday to Friday, 8 am to 6 pm.","sessionId":"user-123","conversationId":"3f1c2b9e-…","timestamp":"…","sources":[…]}
`;

const fieldRows = (fields: Record<string, string>) => Object.entries(fields).map(([name, meaning]) => [<C key={name}>{name}</C>, meaning]);

/** POST /api/chat/{assistantId}: request, response, streaming. */
export function ChatApiTab({ origin }: { origin: string }) {
  const params = { baseUrl: origin, assistantId: 'YOUR_ASSISTANT_ID', apiKey: '' };
  return (
    <div className="space-y-8">
      <DocsSection title="Send a message">
        <p>
          <C>POST /api/chat/{'{assistantId}'}</C> with <C>Authorization: Bearer YOUR_API_KEY</C> and a JSON body. The assistant answers from its website content
          and stores the exchange in your Conversations.
        </p>
        <DocsCode title="cURL" code={HUB_SAMPLES.curl.generate(params)} />
        <DocsTable head={['Request field', 'Meaning']} rows={fieldRows(CHAT_REQUEST_FIELDS)} />
        <DocsCode title="Request body" code={exampleRequestBody('conversationId')} />
      </DocsSection>
      <DocsSection title="The answer">
        <DocsTable head={['Response field', 'Meaning']} rows={fieldRows(CHAT_RESPONSE_FIELDS)} />
        <DocsCode title="Response body" code={exampleResponseBody(origin)} />
      </DocsSection>
      <DocsSection title="Streaming">
        <p>
          Ask for <C>text/event-stream</C> (header <C>Accept</C>, or <C>"stream": true</C>) to receive the reply as it is written. Each event is one JSON
          object: <C>start</C>, then <C>token</C> pieces, then <C>done</C> with the whole answer — or <C>error</C> with a message.
        </p>
        <DocsCode title="Event stream" code={STREAM_EXAMPLE} />
      </DocsSection>
      <DocsSection title="Voice">
        <p>
          <C>POST /api/voice/transcribe</C> (speech to text) is coming soon. <C>POST /api/voice/synthesize</C> with <C>{'{ "text", "language" }'}</C> returns
          the spoken reply when a speech provider is configured.
        </p>
      </DocsSection>
    </div>
  );
}

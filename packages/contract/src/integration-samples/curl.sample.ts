import type { PlatformSample } from './platform-sample.ts';
import { REQUEST_TIMEOUT_SECONDS, chatEndpointUrl, sampleApiKey, shellQuote } from './sample-params.ts';

/** One curl call: the quickest way to see the API answer. */
export const curlSample: PlatformSample = {
  id: 'curl',
  label: 'Web API (cURL)',
  language: 'bash',
  fileName: 'ask.sh',
  install: 'curl --version',
  steps: [
    'curl comes with macOS, Linux and Windows 10 or newer; the install command only checks it is there.',
    'Paste the command below into a terminal.',
    'Read the "response" field of the JSON answer; "sources" lists the pages it came from.',
    'Reuse the same sessionId to continue the conversation.',
  ],
  guide: [
    'Run the command: the JSON answer has "response" (the reply), "conversationId" and "sources".',
    'Send "conversationId" from that answer with your next question to continue the same conversation.',
    'A 401 means the key is wrong or was rotated; a 429 means a plan limit was reached.',
    "Add -H 'Accept: text/event-stream' to receive the reply token by token as server-sent events.",
  ],
  generate: (params) =>
    [
      `curl -sS --max-time ${REQUEST_TIMEOUT_SECONDS} -X POST ${shellQuote(chatEndpointUrl(params))} \\`,
      `  -H ${shellQuote(`Authorization: Bearer ${sampleApiKey(params)}`)} \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -d '{"message": "What are your opening hours?", "sessionId": "curl-test"}'`,
      '',
    ].join('\n'),
};

import type { ConversationKey, PlatformSample } from './platform-sample.ts';
import { REQUEST_TIMEOUT_SECONDS, SAMPLE_FOLLOW_UP, SAMPLE_QUESTION, chatEndpointUrl, sampleApiKey, shellQuote } from './sample-params.ts';

/** One curl call with the JSON body `body` (a shell word). */
const curlCall = (body: string) =>
  [
    `curl -sS --max-time ${REQUEST_TIMEOUT_SECONDS} -X POST "$API_URL" \\`,
    `  -H "Authorization: Bearer $API_KEY" \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${body}`,
  ].join('\n');

/** curl calls: the quickest way to see the API answer. */
export function curlSample(continueWith: ConversationKey): PlatformSample {
  const byConversation = continueWith === 'conversationId';
  return {
    id: 'curl',
    label: 'Web API (cURL)',
    language: 'bash',
    fileName: 'ask.sh',
    install: 'curl --version',
    steps: [
      'curl comes with macOS, Linux and Windows 10 or newer; the install command only checks it is there.',
      'Paste the commands below into a terminal (bash or zsh).',
      'Read the "response" field of the JSON answer; "sources" lists the pages it came from.',
      byConversation
        ? 'The follow-up sends the "conversationId" of the first answer, so it continues the same conversation.'
        : 'Reuse the same sessionId to continue the conversation.',
    ],
    guide: [
      'Run the commands: each JSON answer has "response" (the reply), "conversationId" and "sources".',
      byConversation
        ? 'Leave out "conversationId" to start a new conversation; send the one you got back to continue it.'
        : 'Send "conversationId" from that answer with your next question to continue the same conversation.',
      'A 401 means the key is wrong or was rotated; a 429 means a plan limit was reached.',
      "Add -H 'Accept: text/event-stream' to receive the reply token by token as server-sent events.",
    ],
    generate: (params) => {
      const setup = [`API_URL=${shellQuote(chatEndpointUrl(params))}`, `API_KEY=${shellQuote(sampleApiKey(params))}`, ''];
      if (!byConversation) return [...setup, curlCall(`'{"message": "${SAMPLE_QUESTION}", "sessionId": "curl-test"}'`), ''].join('\n');
      return [
        ...setup,
        '# The first question starts a conversation; its answer carries the conversationId.',
        `FIRST=$(${curlCall(`'{"message": "${SAMPLE_QUESTION}"}'`)})`,
        'echo "$FIRST"',
        '',
        '# A follow-up sends that conversationId back to continue the same conversation.',
        `CONVERSATION_ID=$(printf '%s' "$FIRST" | grep -o '"conversationId":"[^"]*"' | cut -d '"' -f 4)`,
        curlCall(`'{"message": "${SAMPLE_FOLLOW_UP}", "conversationId": "'"$CONVERSATION_ID"'"}'`),
        'echo',
        '',
      ].join('\n');
    },
  };
}

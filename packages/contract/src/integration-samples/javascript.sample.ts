import type { ConversationKey, PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, REQUEST_TIMEOUT_SECONDS, SAMPLE_FOLLOW_UP, SAMPLE_QUESTION, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** The sample's askAssistant: one POST of `body`, answering `failed` on any failure and `answered` (from `data`) otherwise. */
const askFunction = (doc: string, signature: string, body: string, failed: string, answered: string) => `${doc}
export async function askAssistant(${signature}) {
  try {
    const reply = await fetch(API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: \`Bearer \${API_KEY}\` },
      body: JSON.stringify(${body}),
      signal: AbortSignal.timeout(${REQUEST_TIMEOUT_SECONDS * 1000}),
    });
    if (!reply.ok) return ${failed};
    const data = await reply.json();
    return ${answered};
  } catch {
    return ${failed};
  }
}
`;

const RUN_DIRECTLY = 'if (import.meta.url === `file://${process.argv[1]}`) {';

const bySessionCode = `${askFunction(
  "/** Sends one question and returns the assistant's answer (or an apology on failure). */",
  "message, sessionId = 'web-api', conversationHistory = []",
  '{ message, sessionId, conversationHistory }',
  'APOLOGY',
  'data.response || APOLOGY',
)}
${RUN_DIRECTLY}
  const question = process.argv.slice(2).join(' ') || ${quote(SAMPLE_QUESTION)};
  console.log(await askAssistant(question));
}
`;

const byConversationCode = `${askFunction(
  `/**
 * Sends one question and returns the answer (or an apology on failure) with the conversationId to
 * send next: leave conversationId out to start a conversation, pass the one you got to continue it.
 */`,
  'message, conversationId',
  '{ message, conversationId }',
  '{ answer: APOLOGY, conversationId }',
  '{ answer: data.response || APOLOGY, conversationId: data.conversationId || conversationId }',
)}
${RUN_DIRECTLY}
  const [question = ${quote(SAMPLE_QUESTION)}, followUp = ${quote(SAMPLE_FOLLOW_UP)}] = process.argv.slice(2);
  const first = await askAssistant(question);
  console.log(first.answer);
  // The follow-up carries the first answer's conversationId: the assistant remembers the first question.
  const second = await askAssistant(followUp, first.conversationId);
  console.log(second.answer);
}
`;

/** A dependency-free function for Node.js 18+ or any modern browser back end. */
export function javascriptSample(continueWith: ConversationKey): PlatformSample {
  const byConversation = continueWith === 'conversationId';
  return {
    id: 'javascript',
    label: 'Web API (JavaScript)',
    language: 'javascript',
    fileName: 'ask-assistant.mjs',
    install: 'node --version   # Node.js 18 or newer has fetch built in; nothing to install',
    steps: [
      'Save the code below as ask-assistant.mjs.',
      'Keep the API key on your server: never ship it in browser code (use the embed widget for websites).',
      byConversation ? 'Run node ask-assistant.mjs "your question" "a follow-up" to try it.' : 'Run node ask-assistant.mjs "your question" to try it.',
      byConversation
        ? 'Import askAssistant() in your own code and keep the conversationId it returns per user, to continue each conversation.'
        : 'Import askAssistant() in your own code and pass one sessionId per user to keep conversations apart.',
    ],
    guide: [
      byConversation
        ? `Run node ask-assistant.mjs and check both answers print: the second continues the first conversation.`
        : `Run node ask-assistant.mjs "${SAMPLE_QUESTION}" and check the answer prints.`,
      'Move the key to the SITELINE_API_KEY environment variable; the sample reads it first.',
      byConversation
        ? 'Call askAssistant(question, conversationId) from your route handlers and store the conversationId it returns; it never throws.'
        : 'Call askAssistant(question, userId, history) from your route handlers; it never throws.',
      'Show the apology text it returns on failure to your user, and log the cause on your side.',
    ],
    generate: (params) => `const API_URL = ${quote(chatEndpointUrl(params))};
const API_KEY = process.env.SITELINE_API_KEY || ${quote(sampleApiKey(params))};
const APOLOGY = ${quote(APOLOGY_MESSAGE)};

${byConversation ? byConversationCode : bySessionCode}`,
  };
}

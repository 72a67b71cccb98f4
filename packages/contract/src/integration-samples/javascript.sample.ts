import type { PlatformSample } from './platform-sample.ts';
import { APOLOGY_MESSAGE, REQUEST_TIMEOUT_SECONDS, chatEndpointUrl, quote, sampleApiKey } from './sample-params.ts';

/** A dependency-free function for Node.js 18+ or any modern browser back end. */
export const javascriptSample: PlatformSample = {
  id: 'javascript',
  label: 'Web API (JavaScript)',
  language: 'javascript',
  fileName: 'ask-assistant.mjs',
  install: 'node --version   # Node.js 18 or newer has fetch built in; nothing to install',
  steps: [
    'Save the code below as ask-assistant.mjs.',
    'Keep the API key on your server: never ship it in browser code (use the embed widget for websites).',
    'Run node ask-assistant.mjs "your question" to try it.',
    'Import askAssistant() in your own code and pass one sessionId per user to keep conversations apart.',
  ],
  guide: [
    'Run node ask-assistant.mjs "What are your opening hours?" and check the answer prints.',
    'Move the key to the SITELINE_API_KEY environment variable; the sample reads it first.',
    'Call askAssistant(question, userId, history) from your route handlers; it never throws.',
    'Show the apology text it returns on failure to your user, and log the cause on your side.',
  ],
  generate: (params) => `const API_URL = ${quote(chatEndpointUrl(params))};
const API_KEY = process.env.SITELINE_API_KEY || ${quote(sampleApiKey(params))};
const APOLOGY = ${quote(APOLOGY_MESSAGE)};

/** Sends one question and returns the assistant's answer (or an apology on failure). */
export async function askAssistant(message, sessionId = 'web-api', conversationHistory = []) {
  try {
    const reply = await fetch(API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: \`Bearer \${API_KEY}\` },
      body: JSON.stringify({ message, sessionId, conversationHistory }),
      signal: AbortSignal.timeout(${REQUEST_TIMEOUT_SECONDS * 1000}),
    });
    if (!reply.ok) return APOLOGY;
    const data = await reply.json();
    return data.response || APOLOGY;
  } catch {
    return APOLOGY;
  }
}

if (import.meta.url === \`file://\${process.argv[1]}\`) {
  const question = process.argv.slice(2).join(' ') || 'What are your opening hours?';
  console.log(await askAssistant(question));
}
`,
};

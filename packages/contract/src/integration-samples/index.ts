import type { PlatformId, PlatformSample } from './platform-sample.ts';
import { curlSample } from './curl.sample.ts';
import { discordNodeSample } from './discord-node.sample.ts';
import { discordPythonSample } from './discord-python.sample.ts';
import { goSample } from './go.sample.ts';
import { javascriptSample } from './javascript.sample.ts';
import { pythonClientSample } from './python-client.sample.ts';
import { telegramPythonSample } from './telegram-python.sample.ts';

/**
 * The integration hub's samples by id (also the docs' Examples and the REST sample of API
 * Management): a conversation continues with the conversationId of its first answer.
 */
export const HUB_SAMPLES: Record<PlatformId, PlatformSample> = {
  'discord-python': discordPythonSample('conversationId'),
  'discord-node': discordNodeSample('conversationId'),
  'telegram-python': telegramPythonSample('conversationId'),
  curl: curlSample('conversationId'),
  javascript: javascriptSample('conversationId'),
  'python-client': pythonClientSample('conversationId'),
  go: goSample,
};

/** The Quick Setup choices of the assistant detail screen, in the spec's order: per-assistant samples name conversations by sessionId. */
export const QUICK_SETUP_PLATFORMS: PlatformSample[] = [
  discordPythonSample('sessionId'),
  discordNodeSample('sessionId'),
  telegramPythonSample('sessionId'),
  curlSample('sessionId'),
  javascriptSample('sessionId'),
  pythonClientSample('sessionId'),
];

export type { ConversationKey, PlatformId, PlatformSample } from './platform-sample.ts';
export {
  APOLOGY_MESSAGE,
  API_KEY_PLACEHOLDER,
  DISCORD_MESSAGE_LIMIT,
  PYTHON_CLIENT_HISTORY,
  REMEMBERED_CONVERSATIONS,
  REQUEST_TIMEOUT_SECONDS,
  SAMPLE_FOLLOW_UP,
  SAMPLE_QUESTION,
  TELEGRAM_MESSAGE_LIMIT,
  apiKeyBadge,
  chatEndpointPath,
  chatEndpointUrl,
  exampleRequestBody,
  exampleResponseBody,
  type SampleParams,
} from './sample-params.ts';

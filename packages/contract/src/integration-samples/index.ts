import type { PlatformId, PlatformSample } from './platform-sample.ts';
import { curlSample } from './curl.sample.ts';
import { discordNodeSample } from './discord-node.sample.ts';
import { discordPythonSample } from './discord-python.sample.ts';
import { goSample } from './go.sample.ts';
import { javascriptSample } from './javascript.sample.ts';
import { pythonClientSample } from './python-client.sample.ts';
import { telegramPythonSample } from './telegram-python.sample.ts';

/**
 * Every generated integration sample by id: the one generator behind the assistant detail screen's
 * Quick Setup, the integration hub and the docs' Examples.
 */
export const PLATFORM_SAMPLES: Record<PlatformId, PlatformSample> = {
  'discord-python': discordPythonSample,
  'discord-node': discordNodeSample,
  'telegram-python': telegramPythonSample,
  curl: curlSample,
  javascript: javascriptSample,
  'python-client': pythonClientSample,
  go: goSample,
};

/** The Quick Setup choices of the assistant detail screen, in the spec's order. */
export const QUICK_SETUP_PLATFORMS: PlatformSample[] = [
  discordPythonSample,
  discordNodeSample,
  telegramPythonSample,
  curlSample,
  javascriptSample,
  pythonClientSample,
];

export type { PlatformId, PlatformSample } from './platform-sample.ts';
export {
  APOLOGY_MESSAGE,
  API_KEY_PLACEHOLDER,
  DISCORD_MESSAGE_LIMIT,
  PYTHON_CLIENT_HISTORY,
  REQUEST_TIMEOUT_SECONDS,
  TELEGRAM_MESSAGE_LIMIT,
  apiKeyBadge,
  chatEndpointPath,
  chatEndpointUrl,
  exampleRequestBody,
  exampleResponseBody,
  type SampleParams,
} from './sample-params.ts';

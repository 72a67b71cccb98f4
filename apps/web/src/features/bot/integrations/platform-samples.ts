import type { PlatformId, PlatformSample } from './platform-sample.ts';
import { curlSample } from './curl.sample.ts';
import { discordNodeSample } from './discord-node.sample.ts';
import { discordPythonSample } from './discord-python.sample.ts';
import { goSample } from './go.sample.ts';
import { javascriptSample } from './javascript.sample.ts';
import { pythonClientSample } from './python-client.sample.ts';
import { telegramPythonSample } from './telegram-python.sample.ts';

/** Every sample by id (the integration hub also uses Go). */
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
export * from './sample-params.ts';

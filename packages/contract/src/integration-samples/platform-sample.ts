import type { SampleParams } from './sample-params.ts';

export type PlatformId = 'discord-python' | 'discord-node' | 'telegram-python' | 'curl' | 'javascript' | 'python-client' | 'go';

/** One way to connect an assistant: how to install, what to do, and the code to run. */
export interface PlatformSample {
  id: PlatformId;
  label: string;
  /** Syntax name for display, e.g. 'python'. */
  language: string;
  /** Suggested file name for the sample. */
  fileName: string;
  install: string;
  /** Setting up: accounts, tokens, files. */
  steps: string[];
  /** Step by step from the first run to production: test it, keep the key safe, keep it running. */
  guide: string[];
  generate: (params: SampleParams) => string;
}

import type { SampleParams } from './sample-params.ts';

export type PlatformId = 'discord-python' | 'discord-node' | 'telegram-python' | 'curl' | 'javascript' | 'python-client' | 'go';

/**
 * How a sample continues a conversation (spec 02, section 7): the integration hub's samples send back
 * the `conversationId` of the chat's first answer; the per-assistant samples of the detail screen
 * name the conversation with a `sessionId` of their own.
 */
export type ConversationKey = 'conversationId' | 'sessionId';

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

import type { Language, PERSONALITIES, Source, TONES } from '@siteline/contract';
import type { HistoryTurn, Passage } from '../retrieve/index.ts';

export type Personality = (typeof PERSONALITIES)[number];
export type Tone = (typeof TONES)[number];

/** The assistant settings an answer is written with. */
export interface AnswerAssistant {
  name: string;
  language: Language;
  multiLanguage: boolean;
  personality: Personality;
  tone: Tone;
  context: string;
  promptTemplate: string;
  websiteUrl: string;
}

export interface AnswerInput {
  question: string;
  history: HistoryTurn[];
  passages: Passage[];
  assistant: AnswerAssistant;
  signal?: AbortSignal;
}

/** A page an answer used: the contract's source. */
export type AnswerSource = Source;

/**
 * Text arrives piece by piece; sources settle once the engine knows which pages it used, and
 * `answered` whether the reply answers the question (false: the site does not say, the reply only
 * says so), both once the text has been read.
 */
export interface AnswerStream {
  textStream: AsyncIterable<string>;
  sources: Promise<AnswerSource[]>;
  answered: Promise<boolean>;
}

export interface AnswerEngine {
  name: string;
  /** How many retrieved passages it reads: the built-in engine quotes from the best few, a model's budget picks from more. */
  passageLimit: number;
  /**
   * Whether its passages are also looked for with other words for the visitor's (English synonyms, `englishSynonyms`):
   * a model reads meaning; the built-in engine quotes sentences holding the visitor's own words, and passages found
   * through other words would only push such sentences out of its best few.
   */
  searchesSynonyms: boolean;
  answer(input: AnswerInput): AnswerStream;
}

/**
 * UPSTREAM_FAILED: the model endpoint answered with an error or could not be reached (HTTP 502).
 * TIMEOUT: it did not finish within the configured time (HTTP 504).
 */
export type AnswerEngineErrorCode = 'UPSTREAM_FAILED' | 'TIMEOUT';

/** The one error an answer engine raises, so the server can map it to 502/504. */
export class AnswerEngineError extends Error {
  readonly code: AnswerEngineErrorCode;

  constructor(code: AnswerEngineErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AnswerEngineError';
    this.code = code;
  }
}

import type { Passage } from '../src/retrieve/passage.ts';
import type { AnswerAssistant, AnswerStream } from '../src/answer/answer-engine.ts';

/** An assistant with test defaults; override what a test is about. */
export function makeAssistant(overrides: Partial<AnswerAssistant> = {}): AnswerAssistant {
  return {
    name: 'Brewline',
    language: 'en',
    multiLanguage: false,
    personality: 'professional',
    tone: 'helpful',
    context: '',
    promptTemplate: '',
    websiteUrl: 'https://brewline.test',
    ...overrides,
  };
}

let counter = 0;
/** A retrieved passage as retrievePassages returns it. */
export function makePassage(pageTitle: string, content: string, overrides: Partial<Passage> = {}): Passage {
  counter += 1;
  return {
    chunkId: `chunk-${counter}`,
    pageUrl: `https://brewline.test/${pageTitle.toLowerCase().replace(/\W+/g, '-')}`,
    pageTitle,
    headingPath: '',
    content,
    score: 1,
    ...overrides,
  };
}

/** Reads a whole answer: its pieces, joined text, sources and whether it answered. */
export async function collect(stream: AnswerStream): Promise<{ pieces: string[]; text: string; sources: { url: string; title: string }[]; answered: boolean }> {
  const pieces: string[] = [];
  for await (const piece of stream.textStream) pieces.push(piece);
  return { pieces, text: pieces.join(''), sources: await stream.sources, answered: await stream.answered };
}

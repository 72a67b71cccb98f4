import type { AnswerStream, Passage } from '@siteline/knowledge';
import type { TaughtMatch } from '../taught-answers/match-taught-answer.ts';

interface AssistantSite {
  name: string;
  websiteUrl: string;
}

/** A taught answer counts as a source: the owner's own word, shown under the assistant's site. */
export const taughtSource = (assistant: AssistantSite) => ({ url: assistant.websiteUrl, title: `Answer from ${assistant.name}` });

/** The owner's text as it is, streamed word by word like any other reply. */
export function taughtReply(taught: TaughtMatch, assistant: AssistantSite, signal?: AbortSignal): AnswerStream {
  async function* words() {
    for (const piece of taught.answer.match(/\S+\s*|\s+/g) ?? []) {
      if (signal?.aborted) return;
      yield piece;
    }
  }
  return { textStream: words(), sources: Promise.resolve([taughtSource(assistant)]), answered: Promise.resolve(true) };
}

/** The taught answer as the first passage a model reads, with the question it answers. */
export function taughtPassage(taught: TaughtMatch, assistant: AssistantSite): Passage {
  return {
    chunkId: `taught:${taught.id}`,
    pageUrl: assistant.websiteUrl,
    pageTitle: `Answer from ${assistant.name}`,
    headingPath: taught.question,
    content: `Question: ${taught.question}\nAnswer: ${taught.answer}`,
    score: Number.MAX_SAFE_INTEGER,
  };
}

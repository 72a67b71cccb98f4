import type { Language } from '@siteline/contract';
import { buildRetrievalQuery } from '../retrieve/index.ts';
import type { AnswerAssistant, AnswerEngine, AnswerInput, AnswerSource, Personality } from './answer-engine.ts';
import { detectLanguage } from './detect-language.ts';
import { formatMessage, type MessageKey } from './messages.ts';
import { selectSentences } from './select-sentences.ts';
import { isBulleted } from './sentence-context.ts';
import { recogniseSmallTalk } from './small-talk.ts';
import { formatSourcesLine, uniqueSources } from './source-links.ts';
import { streamPieces } from './stream-text.ts';

/** It quotes from the best passages only: more of them let sentences of weaker ones outscore the answer. */
const BUILTIN_PASSAGES = 10;

const OPENERS: Record<Personality, MessageKey | undefined> = {
  professional: undefined,
  friendly: 'openerFriendly',
  casual: 'openerCasual',
  enthusiastic: 'openerEnthusiastic',
  empathetic: 'openerEmpathetic',
  formal: 'openerFormal',
};

function replyLanguage(assistant: AnswerAssistant, question: string, spoken?: Language): Language {
  if (!assistant.multiLanguage) return assistant.language;
  return spoken ?? detectLanguage(question) ?? assistant.language;
}

const UNSPACED_SENTENCE_END = /[。！？」]$/u;

/**
 * The reply's parts as one text: a list item on a line of its own, so the reply shows a list rather than items
 * run together ("…上書きする- B により …"); a Chinese or Japanese sentence right after the one before it.
 */
function joinParts(parts: readonly string[], language: Language): string {
  return parts.reduce((text, part, i) => {
    const previous = parts[i - 1]!;
    if (isBulleted(part) || isBulleted(previous.slice(previous.lastIndexOf('\n') + 1))) return `${text}\n${part}`;
    const unspaced = (language === 'ja' || language === 'zh') && UNSPACED_SENTENCE_END.test(previous);
    return `${text}${unspaced ? '' : ' '}${part}`;
  });
}

function composeReply(input: AnswerInput): { text: string; sources: AnswerSource[]; answered: boolean } {
  const { assistant, question } = input;
  const smallTalk = recogniseSmallTalk(question);
  const language = replyLanguage(assistant, question, smallTalk?.language);
  if (smallTalk) return { text: formatMessage(language, smallTalk.kind, { name: assistant.name }), sources: [], answered: true };
  const chosen = selectSentences({
    question,
    retrievalText: buildRetrievalQuery(question, input.history),
    passages: input.passages,
    language: assistant.language,
    tone: assistant.tone,
  });
  if (chosen.length === 0) {
    const website = assistant.websiteUrl.trim();
    return { text: formatMessage(language, website ? 'fallback' : 'fallbackNoWebsite', { website }), sources: [], answered: false };
  }
  const parts: string[] = [];
  const opener = OPENERS[assistant.personality];
  if (opener && assistant.tone !== 'concise') parts.push(formatMessage(language, opener));
  if (assistant.tone === 'detailed' || assistant.tone === 'analytical') parts.push(formatMessage(language, 'foundIntro'));
  parts.push(...chosen.map((sentence) => sentence.text));
  if (assistant.tone === 'encouraging') parts.push(formatMessage(language, 'closerEncouraging'));
  const sources = uniqueSources(chosen.map(({ passage }) => ({ url: passage.pageUrl, title: passage.pageTitle })));
  const body = joinParts(parts, language);
  return { text: sources.length > 0 ? `${body}\n\n${formatSourcesLine(language, sources)}` : body, sources, answered: true };
}

/**
 * The offline engine: quotes the most relevant sentences of the retrieved passages, framed in the
 * assistant's personality and tone, with source links; says so when the site has no answer.
 * Deterministic and never writes a fact of its own; `answered` is false when no sentence is
 * confident enough to quote.
 */
export function createBuiltinEngine(): AnswerEngine {
  return {
    name: 'built-in',
    passageLimit: BUILTIN_PASSAGES,
    searchesSynonyms: false,
    answer(input) {
      const reply = composeReply(input);
      return { textStream: streamPieces(reply.text, input.signal), sources: Promise.resolve(reply.sources), answered: Promise.resolve(reply.answered) };
    },
  };
}

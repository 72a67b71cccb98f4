import type { SearchConfig } from './search-config.ts';

const ENGLISH = 'what which how where when who whom whose why';
const ARABIC = 'ما ماذا أين متى كيف لماذا كم هل أي';
const HINDI = 'क्या कहाँ कहां कब कैसे कौन क्यों कितना कितने कितनी';

/**
 * Words that only ask ("quelle", "cuándo", "wann"), or only lean on the asking (German's "eigentlich",
 * "überhaupt"), per configuration. PostgreSQL's stop-word lists keep most
 * of them outside English, and a site rarely writes them, so they would count as rare, telling words and
 * favour the few chunks that hold one ("Quelle touche …" found "quel" before the key). 'simple' serves
 * questions asked in another language than the site's.
 */
const QUESTION_WORDS: Record<SearchConfig, string> = {
  english: ENGLISH,
  spanish: 'qué que cuál cuáles cual cuales dónde donde cuándo cuando cómo como quién quiénes quien cuánto cuánta cuántos cuántas',
  french: 'quel quelle quels quelles lequel laquelle lesquels lesquelles comment pourquoi quand où quoi combien',
  german:
    'was welche welcher welches welchen welchem wie wo wann warum wieso weshalb wer wen wem wieviel wieviele woher wohin eigentlich überhaupt denn mal bitte etwa',
  italian: 'cosa cos quale quali dove quando come perché chi quanto quanta quanti quante',
  portuguese: 'que quê qual quais onde quando como quem porque porquê quanto quanta quantos quantas',
  russian: 'что какой какая какое какие каких где когда как кто почему зачем сколько',
  arabic: ARABIC,
  hindi: HINDI,
  simple: `${ENGLISH} ${ARABIC} ${HINDI}`,
};
const QUESTION_WORD_SETS = new Map(Object.entries(QUESTION_WORDS).map(([config, words]) => [config, new Set(words.split(' '))]));

/** Leading and trailing punctuation of a whitespace-separated piece of a question ("Quelle", "où?", "¿Cuándo"). */
export const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/** True when the piece of a question is only a question word of the configuration's language. */
export function isQuestionWord(piece: string, config: SearchConfig): boolean {
  return QUESTION_WORD_SETS.get(config)?.has(piece.replace(EDGE_PUNCTUATION, '').toLowerCase()) === true;
}

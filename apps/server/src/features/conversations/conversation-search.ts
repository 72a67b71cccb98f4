/**
 * Runs of Chinese, Japanese and Korean script, written without spaces between words. Messages index each run's
 * character pairs (`search_grams`, migration 0007, with the same ranges), so a query run is searched as the
 * phrase of its pairs: a substring search whatever the word boundaries.
 */
const UNSPACED_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7a3]+/g;

function pairs(run: string): string {
  const chars = [...run];
  if (chars.length < 2) return run;
  return chars
    .slice(1)
    .map((char, i) => chars[i] + char)
    .join(' ');
}

/** The search in web-search syntax with each unspaced run turned into the phrase of its character pairs. */
export function withCharacterPairs(search: string): string {
  // Odd parts are inside quotes, where a run's pairs simply extend the phrase.
  return search
    .split('"')
    .map((part, i) => part.replace(UNSPACED_RUN, (run) => (i % 2 === 1 || [...run].length < 2 ? ` ${pairs(run)} ` : ` "${pairs(run)}" `)))
    .join('"');
}

/** Phrase operators of a tsquery's text (`<->`, `<2>`), outside its quoted lexemes. */
const PHRASE_OPERATOR = /'(?:[^']|'')*'|<(?:-|\d+)>/g;

/**
 * A search compiled once: `words` matches a conversation's gathered words (lexemes without positions, where
 * a phrase can only be read as all its words), `messages` matches one message exactly; `phrase` says the
 * second must also be checked.
 */
export interface CompiledSearch {
  words: string;
  messages: string;
  phrase: boolean;
}

export function compileSearch(tsquery: string): CompiledSearch {
  let phrase = false;
  const words = tsquery.replace(PHRASE_OPERATOR, (token) => {
    if (token.startsWith("'")) return token;
    phrase = true;
    return '&';
  });
  return { words, messages: tsquery, phrase };
}

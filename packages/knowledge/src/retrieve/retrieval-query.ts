import type { HistoryTurn } from './passage.ts';

// Words that point back at something said earlier, in the 12 supported languages.
const BACK_REFERENCES = new Set([
  // Only words that are rarely anything but a back-reference: articles ('la', 'il') would fold
  // unrelated history into standalone questions.
  'it',
  'its',
  'they',
  'them',
  'those',
  'these',
  'eso',
  'esto',
  'ello',
  'ça',
  'cela',
  'ceci',
  'celui',
  'celle',
  'dies',
  'davon',
  'dafür',
  'ihn',
  'ciò',
  'questo',
  'questa',
  'quello',
  'quella',
  'isso',
  'isto',
  'aquilo',
  'dele',
  'dela',
  'это',
  'оно',
  'его',
  'её',
  'этот',
  'эта',
  'それ',
  'これ',
  'あれ',
  '그것',
  '이것',
  '그거',
  '이거',
  '它',
  '这个',
  '那个',
  'هذا',
  'هذه',
  'ذلك',
  'यह',
  'वह',
  'इसका',
  'उसका',
  'इसे',
  'उसे',
]);

const WORD = /[\p{L}\p{N}]+/gu;

// A question opening with "and", "also" or "what about" continues the conversation.
const CONTINUATION =
  /^(?:and|also|plus|what about|how about|y|también|et|aussi|und|auch|e|anche|também|и|а|ещё|а как|و|और)(?![\p{L}-])|^(?:それで|あと|그리고|那|还有)/iu;

function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** True when a question leans on earlier turns ("how much is it?", "and for Canada?"). */
export function isFollowUpQuestion(question: string): boolean {
  const tokens = words(question);
  if (tokens.length === 0) return false;
  // Scripts without spaces give one long token; judge those by length instead.
  if (tokens.length === 1 && tokens[0]!.length > 12) return false;
  if (tokens.length <= 3) return true;
  if (CONTINUATION.test(question.trim())) return true;
  // "it" also appears in complete questions ("how long does it take?"): only a question with few
  // words of substance around the back-reference leans on earlier turns.
  const substantial = tokens.filter((token) => token.length >= 4 && !BACK_REFERENCES.has(token)).length;
  return substantial <= 3 && tokens.some((token) => BACK_REFERENCES.has(token));
}

/**
 * The text to search with: the question alone, or, for a follow-up, the question followed by the
 * visitor's previous question(s) so "how much is it?" still finds the product being discussed.
 */
export function buildRetrievalQuery(question: string, history: readonly HistoryTurn[] = []): string {
  const current = question.trim();
  if (!isFollowUpQuestion(current)) return current;
  const earlier = history
    .filter((turn) => turn.role === 'user' && turn.content.trim() !== current)
    .map((turn) => turn.content.trim())
    .filter((content) => content.length > 0);
  const folded: string[] = [];
  for (let i = earlier.length - 1; i >= 0 && folded.length < 2; i -= 1) {
    const turn = earlier[i]!;
    folded.unshift(turn.slice(0, 300));
    // One self-contained earlier question is enough context.
    if (!isFollowUpQuestion(turn)) break;
  }
  return [current, ...folded].join(' \n ');
}

import { LANGUAGES, type Language } from '@siteline/contract';
import { GREETINGS, THANKS } from './language-words.ts';
import { bareMessage } from './text-tools.ts';

export type SmallTalk = { kind: 'greeting' | 'thanks'; language: Language };

function lookup(lists: Record<Language, readonly string[]>): Map<string, Language> {
  const map = new Map<string, Language>();
  for (const language of LANGUAGES) for (const phrase of lists[language]) map.set(bareMessage(phrase), language);
  return map;
}
const GREETING_PHRASES = lookup(GREETINGS);
const THANKS_PHRASES = lookup(THANKS);
const ADDRESSEES = new Set(['again', 'team', 'everyone', 'all', 'folks', 'todos', 'equipo', 'monde', 'zusammen', 'tutti', 'pessoal', 'всем']);

/**
 * A message that is only a greeting or only thanks (answered without retrieval), with the
 * language it was written in; "hi, do you ship to Canada?" is a question, not small talk.
 */
export function recogniseSmallTalk(message: string): SmallTalk | undefined {
  const bare = bareMessage(message);
  if (bare === '' || bare.length > 40) return undefined;
  const greeting = GREETING_PHRASES.get(bare);
  if (greeting) return { kind: 'greeting', language: greeting };
  const thanks = THANKS_PHRASES.get(bare);
  if (thanks) return { kind: 'thanks', language: thanks };
  // "hello again", "bonjour tout le monde": a greeting followed by a word addressed to everyone.
  const words = bare.split(' ');
  const head = words.slice(0, -1).join(' ');
  if (words.length >= 2 && ADDRESSEES.has(words.at(-1)!)) {
    const language = GREETING_PHRASES.get(head);
    if (language) return { kind: 'greeting', language };
  }
  return undefined;
}

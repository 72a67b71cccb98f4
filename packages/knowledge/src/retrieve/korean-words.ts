// Korean writes particles and verb endings onto the word ("영업시간은", "영업시간이", "로스팅합니다", "로스팅하나요").
const KOREAN_ENDINGS = [
  ...'하였습니다 했습니다 합니다 합니까 하나요 하세요 했어요 됩니다 되나요 됩니까 습니다 습니까 입니다 입니까 인가요 이에요'.split(' '),
  ...'에서는 에서도 으로는 으로도 이라고 하려면 이었나 해요 돼요 나요 에서 으로 에게 한테 까지 부터 처럼 보다 에는 에도 이나 이랑 예요 세요'.split(' '),
  ...'하면 하는 해야 해서 하고 이었 였던 인지 이며 이고 으면 는데 은데 는지 니까'.split(' '),
  ...'은 는 이 가 을 를 에 의 도 로 와 과 만 요 한 할 인 면'.split(' '),
].sort((a, b) => b.length - a.length);

function withoutEnding(word: string): string {
  const ending = KOREAN_ENDINGS.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= 2);
  return ending ? word.slice(0, -ending.length) : word;
}

/**
 * A Korean word without its particles and endings, the longest first, at most two of them ("무엇이었나요" -> "무엇"),
 * while two syllables or more are left ("영업시간이" -> "영업시간").
 */
export function koreanStem(word: string): string {
  return withoutEnding(withoutEnding(word));
}

/**
 * Particles a word breaker cuts off a word in Latin letters or digits ("sid는" -> "sid", "는"; "Debian이라는", "named
 * Debian"): on their own they name nothing. Not "도" and "만", which are also units ("30도", "5만").
 */
export const KOREAN_PARTICLES: readonly string[] =
  '은 는 이 가 을 를 에 의 로 와 과 에서 으로 에게 에는 에도 에서는 으로는 이나 까지 부터 처럼 이라는 라는 이라고 라고 이란'.split(' ');

/**
 * Korean words that only ask or address, as written or once their endings are cut ("무엇이었나요" -> "무엇"): neither
 * searched nor matched.
 */
export const KOREAN_ASKING_WORDS: readonly string[] = (
  '무엇 무엇입니까 무엇인가요 뭐 뭔가 뭔가요 어떻게 어떤 무슨 얼마 얼마나 언제 어디 어디에 어디서 왜 누구 누가 어느 몇 ' +
  '수 있 되 있나요 있어요 있습니까 없나요 되나요 하나요 알려 알려주 주세요 궁금 혹시 저희 제가 저는 우리 당신 여러분 문서 방법 ' +
  '싶은데 싶어요 싶어 싶습니다 돼요 될까요 괜찮나요'
).split(' ');

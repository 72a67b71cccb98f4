// Korean writes particles and verb endings onto the word ("영업시간은", "영업시간이", "로스팅합니다", "로스팅하나요").
const KOREAN_ENDINGS = [
  ...'하였습니다 했습니다 합니다 합니까 하나요 하세요 했어요 됩니다 되나요 됩니까 습니다 습니까 입니다 입니까 인가요 이에요'.split(' '),
  ...'에서는 에서도 으로는 으로도 이라고 해요 돼요 나요 에서 으로 에게 한테 까지 부터 처럼 보다 에는 에도 이나 이랑 예요 세요'.split(' '),
  ...'은 는 이 가 을 를 에 의 도 로 와 과 만 요'.split(' '),
].sort((a, b) => b.length - a.length);

/** A Korean word without its particle or ending, longest first, when two syllables or more are left ("영업시간이" -> "영업시간"). */
export function koreanStem(word: string): string {
  const ending = KOREAN_ENDINGS.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= 2);
  return ending ? word.slice(0, -ending.length) : word;
}

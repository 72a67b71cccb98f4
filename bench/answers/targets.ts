/**
 * The answer-quality targets of the issue "Answers that are right on real websites", per site, as
 * shares: of the answerable questions (right, recall) and of the unanswerable ones (honest).
 */
export const ANSWER_TARGETS = { contextRecall: 0.95, builtInRight: 0.9, honestUnknown: 0.95 } as const;

/**
 * What the CI subset asserts: a target once it is met, until then the floor reached so far, so that
 * a regression fails and the gap stays visible here. Switch a line to its target when it is met.
 */
export const ENFORCED_FLOORS: Record<keyof typeof ANSWER_TARGETS, number> = {
  contextRecall: ANSWER_TARGETS.contextRecall,
  // The CI sites reached 95% and 88% right, 90% and 92% honest on 2026-11-26 (docs/QUALITY.md); with
  // vdirsyncer's 20 new questions of that day, written before any answer was seen, it answered 74% right. On
  // 2026-12-01 they answer 84% and 82% (52 of 62, 64 of 78): the floor leaves each three questions of margin for ties between runs.
  builtInRight: 0.78,
  honestUnknown: 0.85,
};

import type { AnswerEngine } from './answer-engine.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import { createLlmEngine, type LlmConfig } from './llm-engine.ts';

/** The LLM engine when an endpoint is configured, otherwise the offline built-in engine. */
export function createAnswerEngine(config: { llm?: LlmConfig } = {}): AnswerEngine {
  const llm = config.llm;
  if (llm && llm.baseUrl && llm.model) return createLlmEngine(llm);
  return createBuiltinEngine();
}

export {
  AnswerEngineError,
  type AnswerAssistant,
  type AnswerEngine,
  type AnswerEngineErrorCode,
  type AnswerInput,
  type AnswerSource,
  type AnswerStream,
  type Personality,
  type Tone,
} from './answer-engine.ts';
export { retrieveAnswerPassages, type AnswerPassagesInput } from './answer-passages.ts';
export { createAnswerEngine } from './create-answer-engine.ts';
export { createBuiltinEngine } from './builtin-engine.ts';
export { createLlmEngine, type LlmConfig } from './llm-engine.ts';
export { buildSystemPrompt } from './system-prompt.ts';
export { fitPassages } from './passage-budget.ts';
export { detectLanguage } from './detect-language.ts';
export { MESSAGES, MESSAGE_KEYS, formatMessage, type MessageKey } from './messages.ts';

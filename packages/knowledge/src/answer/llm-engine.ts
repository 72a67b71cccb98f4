import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, streamText, type ModelMessage } from 'ai';
import { AnswerEngineError, type AnswerEngine, type AnswerInput, type AnswerSource } from './answer-engine.ts';
import { MarkerReader } from './citation-markers.ts';
import { fitPassages } from './passage-budget.ts';
import { uniqueSources } from './source-links.ts';
import { streamPieces } from './stream-text.ts';
import { buildSystemPrompt } from './system-prompt.ts';

/** Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Groq, vLLM, Ollama, llama.cpp). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole answer must arrive within this time. Default 30 s. */
  timeoutMs?: number;
  /** Ask for a token stream (default) or one complete reply, for servers that stream badly. */
  stream?: boolean;
}

const HISTORY_TURNS = 10;
/**
 * Retrieved passages the token budget picks from, best first: when the best ones are short the budget's room
 * goes to the next ones. 20 left a third of the budget unused on small sites (MkDocs: all 20 fitted for 30 of
 * 71 questions); 30 raised context recall on the Japanese FAQ's tuning half by one and lowered it nowhere; 40
 * reordered the best passages (per-page crowding) and lost two, until only the first ten were spread over pages
 * (`spreadOverPages`). 50, the most a retrieval gives, with the budget grown to reach the 50th: context recall on
 * the twelve bench sites 657 -> 665 of 689 (2026-12-01, docs/QUALITY.md).
 */
const LLM_PASSAGES = 50;

function toMessages(input: AnswerInput): ModelMessage[] {
  const history = input.history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content }));
  return [...history, { role: 'user', content: input.question }];
}

function toEngineError(error: unknown, timedOut: boolean): AnswerEngineError {
  if (error instanceof AnswerEngineError) return error;
  if (timedOut) return new AnswerEngineError('TIMEOUT', 'The language model did not answer in time', { cause: error });
  const detail = error instanceof Error ? error.message : String(error);
  return new AnswerEngineError('UPSTREAM_FAILED', `The language model request failed: ${detail}`, { cause: error });
}

/**
 * The LLM engine: grounded in the best retrieved passages that fit the token budget, numbered in the
 * system prompt; the reply's "[n]" citations choose the sources and are taken out of the text, and
 * the no-answer marker sets `answered: false`.
 */
export function createLlmEngine(config: LlmConfig): AnswerEngine {
  const provider = createOpenAICompatible({ name: 'llm', baseURL: config.baseUrl.replace(/\/+$/, ''), apiKey: config.apiKey });
  const model = provider.chatModel(config.model);
  const timeoutMs = config.timeoutMs ?? 30_000;

  return {
    name: 'llm',
    passageLimit: LLM_PASSAGES,
    searchesSynonyms: true,
    answer(input) {
      const passages = fitPassages(input.passages, input.question, input.assistant.language);
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), timeoutMs);
      const signal = input.signal ? AbortSignal.any([input.signal, timeout.signal]) : timeout.signal;
      const request = { model, system: buildSystemPrompt(input.assistant, passages), messages: toMessages(input), abortSignal: signal, maxRetries: 0 };
      const markers = new MarkerReader();
      let settle!: (outcome: { sources: AnswerSource[]; answered: boolean }) => void;
      const outcome = new Promise<{ sources: AnswerSource[]; answered: boolean }>((resolve) => {
        settle = resolve;
      });

      async function* modelText(): AsyncGenerator<string> {
        if (config.stream === false) {
          yield* streamPieces((await generateText(request)).text, input.signal);
          return;
        }
        for await (const part of streamText({ ...request, onError: () => {} }).fullStream) {
          if (part.type === 'text-delta') yield part.text;
          else if (part.type === 'error') throw part.error;
          else if (part.type === 'abort') break;
        }
        if (timeout.signal.aborted) throw new Error('aborted');
      }

      async function* textStream(): AsyncGenerator<string> {
        let started = false;
        try {
          for await (const piece of modelText()) {
            let text = markers.push(piece);
            if (!started) text = text.trimStart();
            started ||= text !== '';
            if (text) yield text;
          }
          const rest = markers.end();
          if (rest.trim()) yield started ? rest : rest.trimStart();
          const cited = markers.cited.map((n) => passages[n - 1]).filter((p) => p !== undefined);
          settle({
            sources: markers.noAnswer ? [] : uniqueSources(cited.map((p) => ({ url: p.pageUrl, title: p.pageTitle }))),
            answered: !markers.noAnswer,
          });
        } catch (error) {
          settle({ sources: [], answered: false });
          // The visitor left: nothing to report.
          if (input.signal?.aborted && !timeout.signal.aborted) return;
          throw toEngineError(error, timeout.signal.aborted);
        } finally {
          clearTimeout(timer);
        }
      }

      return {
        textStream: textStream(),
        sources: outcome.then((o) => o.sources),
        answered: outcome.then((o) => o.answered),
      };
    },
  };
}

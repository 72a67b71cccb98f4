import { readFileSync, writeFileSync } from 'node:fs';
import type { Language } from '@siteline/contract';
import { retrieveAnswerPassages, type AnswerEngine, type Passage } from '@siteline/knowledge';
import type { AnswerBench } from './answer-bench.ts';
import type { SiteQuestion } from './question-set.ts';

/** What the built-in engine was given for one site: enough to replay every question without a crawl. */
export interface RecordedSite {
  site: string;
  url: string;
  language: Language;
  /** Each question with the passages the built-in engine reads and those the LLM engine's budget picks from. */
  questions: (SiteQuestion & { passages: Passage[]; llmPassages: Passage[] })[];
}

/** Retrieves each question's passages as the chat does for a first message, for each engine, and writes them to `file`. */
export async function recordInputs(
  bench: AnswerBench,
  assistantId: string,
  site: { name: string; url: string; language: Language; questions: readonly SiteQuestion[] },
  file: string,
): Promise<void> {
  const questions: RecordedSite['questions'] = [];
  for (const q of site.questions) {
    const retrieve = ({ passageLimit: limit, searchesSynonyms: synonyms }: AnswerEngine) =>
      retrieveAnswerPassages(bench.ctx.database.query, {
        assistantId,
        question: q.question,
        history: [],
        language: site.language,
        limit,
        synonyms,
        websiteUrl: site.url,
      });
    questions.push({ ...q, passages: await retrieve(bench.engines['built-in']), llmPassages: await retrieve(bench.engines.llm) });
  }
  const recorded: RecordedSite = { site: site.name, url: site.url, language: site.language, questions };
  writeFileSync(file, JSON.stringify(recorded));
}

export function readRecordedSite(file: string): RecordedSite {
  return JSON.parse(readFileSync(file, 'utf8')) as RecordedSite;
}

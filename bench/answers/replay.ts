// bench/answers replay: answers the questions recorded by `BENCH_RECORD=dir npm run bench:answers` again, from the
// passages retrieved then, with the built-in engine and the LLM engine's passage budget of the code as it is now.
// Seconds instead of minutes, for changes to the answer code; a change to crawling, extraction or retrieval needs a
// new recording. The figures are the bench's own except context recall, read from the prompt this code would build.
// Run: npm run bench:answers:replay -- dir [site ...]   (BENCH_VERBOSE=1 prints the misses)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSystemPrompt, createBuiltinEngine, fitPassages, type AnswerAssistant } from '@siteline/knowledge';
import { judgeBuiltinReply, judgeRecall, passagesPart, tallyHalves, type QuestionOutcome } from './measure-site.ts';
import { readRecordedSite, type RecordedSite } from './recorded-inputs.ts';
import { formatFigures, formatMisses } from './run-sites.ts';

const [directory, ...wanted] = process.argv.slice(2);
if (!directory) throw new Error('usage: npm run bench:answers:replay -- <directory written by BENCH_RECORD> [site ...]');

async function replaySite(recorded: RecordedSite): Promise<QuestionOutcome[]> {
  const engine = createBuiltinEngine();
  const assistant: AnswerAssistant = {
    name: recorded.site,
    language: recorded.language,
    multiLanguage: false,
    personality: 'professional',
    tone: 'helpful',
    context: '',
    promptTemplate: '',
    websiteUrl: recorded.url,
  };
  const outcomes: QuestionOutcome[] = [];
  for (const q of recorded.questions) {
    const reply = engine.answer({ question: q.question, history: [], passages: q.passages, assistant });
    let text = '';
    for await (const piece of reply.textStream) text += piece;
    const sourceUrls = (await reply.sources).map((source) => source.url);
    const outcome = judgeBuiltinReply(q, { text, sourceUrls }, recorded.url);
    if (q.answerable)
      Object.assign(outcome, judgeRecall(q, passagesPart(buildSystemPrompt(assistant, fitPassages(q.llmPassages, q.question, recorded.language)))));
    outcomes.push(outcome);
  }
  return outcomes;
}

const files = readdirSync(directory).filter((name) => name.endsWith('.json') && (wanted.length === 0 || wanted.includes(name.slice(0, -5))));
const reports = [];
for (const file of files.sort()) {
  const recorded = readRecordedSite(join(directory, file));
  const outcomes = await replaySite(recorded);
  reports.push({ site: recorded.site, outcomes, ...tallyHalves(outcomes) });
  if (process.env.BENCH_VERBOSE) console.log(formatMisses({ site: recorded.site, outcomes }));
}
console.log(`\n${formatFigures(reports)}`);

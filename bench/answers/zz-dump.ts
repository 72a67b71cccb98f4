import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSystemPrompt, createBuiltinEngine, fitPassages, type AnswerAssistant } from '@siteline/knowledge';
import { judgeBuiltinReply, judgeRecall, passagesPart } from '/work/main/bench/answers/measure-site.ts';
import { readRecordedSite } from '/work/main/bench/answers/recorded-inputs.ts';
const engine = createBuiltinEngine();
const [out, ...dirs] = process.argv.slice(2);
const rows: Record<string, unknown>[] = [];
for (const directory of dirs)
  for (const file of readdirSync(directory).filter((n) => n.endsWith('.json')).sort()) {
    const recorded = readRecordedSite(join(directory, file));
    const assistant: AnswerAssistant = { name: recorded.site, language: recorded.language, multiLanguage: false, personality: 'professional', tone: 'helpful', context: '', promptTemplate: '', websiteUrl: recorded.url };
    for (const q of recorded.questions) {
      const reply = engine.answer({ question: q.question, history: [], passages: q.passages, assistant });
      let text = '';
      for await (const piece of reply.textStream) text += piece;
      const o = judgeBuiltinReply(q, { text, sourceUrls: (await reply.sources).map((s) => s.url) }, recorded.url);
      const recall = q.answerable ? judgeRecall(q, passagesPart(buildSystemPrompt(assistant, fitPassages(q.llmPassages, q.question, recorded.language)))).recalled : undefined;
      rows.push({ site: recorded.site, heldOut: !!q.heldOut, q: q.question, right: o.right, honest: o.honest, cited: o.cited, recall, answer: text });
    }
  }
writeFileSync(out!, JSON.stringify(rows));
const sum = (k: string, held: boolean) => rows.filter((r) => r.heldOut === held && r[k] === true).length;
for (const held of [false, true]) console.log(held ? 'held-out' : 'tuning', ['right', 'cited', 'honest', 'recall'].map((k) => `${k} ${sum(k, held)}`).join(' '));

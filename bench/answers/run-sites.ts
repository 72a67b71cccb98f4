import { DEMO_SITE_PATH } from '../../apps/server/src/http/demo-site.ts';
import type { AnswerBench } from './answer-bench.ts';
import { measureSite, wholeSite, type HalfFigures, type SiteReport } from './measure-site.ts';
import { checkSiteQuestions, loadSiteQuestions } from './question-set.ts';
import { serveDirectory } from './serve-directory.ts';
import { installSite, type BenchSite } from './sites.ts';

/**
 * Installs (when missing), serves, crawls and questions one bench site; with `recordTo`, also writes
 * each question's passages there for `bench/answers/replay.ts`.
 */
export async function runSite(bench: AnswerBench, site: BenchSite, recordTo?: string): Promise<SiteReport> {
  const { questions, furniture } = loadSiteQuestions(site.questionsFile);
  const problems = checkSiteQuestions(questions, site.probe);
  if (problems.length > 0) throw new Error(`${site.questionsFile}:\n${problems.join('\n')}`);
  const pages = installSite(site);
  const served = pages ? await serveDirectory(pages.directory, pages.indexFile) : undefined;
  try {
    const url = served?.url ?? `${bench.origin}${DEMO_SITE_PATH}`;
    return await measureSite(bench, { name: site.name, url, language: site.language, questions, furniture }, recordTo);
  } finally {
    await served?.close();
  }
}

const percent = (count: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * count) / of)}% (${count}/${of})`);

function row(label: string, figures: HalfFigures): string {
  return `| ${label} | ${percent(figures.right, figures.answerable)} | ${percent(figures.cited, figures.answerable)} | ${percent(figures.recalled, figures.answerable)} | ${percent(figures.honest, figures.unanswerable)} |`;
}

/** Per site, the tuning half, the held-out half and both. */
export function formatFigures(reports: readonly Pick<SiteReport, 'site' | 'tuning' | 'heldOut'>[]): string {
  const lines = ['| site (questions) | built-in right | right page cited | context recall (LLM passages) | honest "I don\'t know" |', '|---|---|---|---|---|'];
  for (const report of reports) {
    lines.push(
      row(`${report.site}: tuning`, report.tuning),
      row(`${report.site}: held-out`, report.heldOut),
      row(`**${report.site}: all**`, wholeSite(report)),
    );
  }
  return lines.join('\n');
}

/** The Markdown tables docs/QUALITY.md holds: the figures, then each site's index. */
export function formatReports(reports: readonly SiteReport[]): string {
  const lines = [formatFigures(reports), '', '| site | pages | chunks | template text in chunks | chunks with page furniture |', '|---|---|---|---|---|'];
  for (const report of reports) {
    lines.push(`| ${report.site} | ${report.pages} | ${report.chunks} | ${(100 * report.templateShare).toFixed(1)}% | ${report.chunksWithFurniture} |`);
  }
  return lines.join('\n');
}

/** The questions that missed, with what the engines did, to read before changing anything. */
export function formatMisses(report: Pick<SiteReport, 'site' | 'outcomes'>): string {
  const lines: string[] = [];
  for (const outcome of report.outcomes) {
    const missed = outcome.answerable ? !(outcome.right && outcome.cited && outcome.recalled) : !outcome.honest;
    if (!missed) continue;
    const flags = outcome.answerable
      ? `${outcome.right ? '' : ' wrong'}${outcome.cited ? '' : ' uncited'}${outcome.recalled ? '' : ' NOT-RECALLED'}`
      : ' answered-unanswerable';
    lines.push(
      `- [${report.site}${outcome.heldOut ? ', held-out' : ''}]${flags}: ${outcome.question}\n    -> ${outcome.answer.replace(/\s+/g, ' ').slice(0, 300)}\n    sources: ${outcome.sources.join(' ')}${outcome.recalled === false ? `\n    passages: ${outcome.passageHeads?.join(' | ')}` : ''}`,
    );
  }
  return lines.join('\n');
}

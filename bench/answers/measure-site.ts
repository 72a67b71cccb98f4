import type { ChatResponse, Language } from '@siteline/contract';
import { useEngine, type AnswerBench } from './answer-bench.ts';
import { normaliseForMatch, statesFact, type AnswerableSiteQuestion, type SiteQuestion } from './question-set.ts';
import { recordInputs } from './recorded-inputs.ts';

/** Counts over one half (tuning or held-out) of a site's questions. */
export interface HalfFigures {
  answerable: number;
  /** The built-in answer states the fact. */
  right: number;
  /** The built-in answer cites the page that states it. */
  cited: number;
  /** The fact is inside the passages the LLM engine hands the model. */
  recalled: number;
  unanswerable: number;
  /** The built-in engine said it did not know (no source cited). */
  honest: number;
}

export interface QuestionOutcome {
  question: string;
  heldOut: boolean;
  answerable: boolean;
  right?: boolean;
  cited?: boolean;
  recalled?: boolean;
  honest?: boolean;
  answer: string;
  sources: string[];
  /** The heading line of each passage the LLM engine sent ("[1] Title — Heading"). */
  passageHeads?: string[];
}

export interface SiteReport {
  site: string;
  pages: number;
  chunks: number;
  /** Share of indexed text made of lines repeated on many pages (menus, footers, prev/next links). */
  templateShare: number;
  /** Chunks holding one of the site's furniture strings. */
  chunksWithFurniture: number;
  tuning: HalfFigures;
  heldOut: HalfFigures;
  outcomes: QuestionOutcome[];
}

export interface SiteUnderTest {
  name: string;
  /** Root URL the assistant is created with and question pages are relative to. */
  url: string;
  language: Language;
  questions: readonly SiteQuestion[];
  furniture?: readonly string[];
}

type ChatReply = Pick<ChatResponse, 'response' | 'sources'>;

/** One form for page addresses: no fragment, no "index.html", no trailing slash. */
export function samePageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.pathname = parsed.pathname.replace(/\/index\.html?$/i, '/').replace(/\/+$/, '');
  return parsed.toString().replace(/\/$/, '');
}

async function createAssistant(bench: AnswerBench, site: SiteUnderTest): Promise<{ id: string; apiKey: string }> {
  const created = await bench.app.inject({
    method: 'POST',
    url: '/api/assistants',
    headers: bench.auth,
    payload: { name: site.name, websiteUrl: site.url, language: site.language },
  });
  if (created.statusCode !== 201 && created.statusCode !== 200) throw new Error(`creating the assistant failed: ${created.body}`);
  const assistant = created.json() as { id: string; apiKey: string };
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const state = (await bench.app.inject({ method: 'GET', url: `/api/assistants/${assistant.id}`, headers: bench.auth })).json() as {
      crawlStatus: string;
      crawlError?: string;
    };
    if (state.crawlStatus === 'done') return assistant;
    if (state.crawlStatus === 'failed') throw new Error(`crawling ${site.url} failed: ${state.crawlError ?? ''}`);
    if (Date.now() > deadline) throw new Error(`crawling ${site.url} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function ask(bench: AnswerBench, assistant: { id: string; apiKey: string }, message: string, sessionId: string): Promise<ChatReply> {
  const response = await bench.app.inject({
    method: 'POST',
    url: `/api/chat/${assistant.id}`,
    headers: { authorization: `Bearer ${assistant.apiKey}` },
    payload: { message, sessionId },
  });
  if (response.statusCode !== 200) throw new Error(`chat failed for "${message}": ${response.statusCode} ${response.body}`);
  return response.json() as ChatReply;
}

const PASSAGES_MARKER = '\nPassages:\n';

/** The passages part of the system prompt the LLM engine sent with its last request. */
function lastPassagesSent(bench: AnswerBench): string {
  const request = bench.llm.requests.at(-1);
  return passagesPart(request?.messages.find((message) => message.role === 'system')?.content ?? '');
}

/** The passages part of an LLM engine's system prompt. */
export function passagesPart(system: string): string {
  const at = system.indexOf(PASSAGES_MARKER);
  // The harness reads the prompt the engine really builds; a new layout must be taught here, not guessed.
  if (at < 0) throw new Error('the LLM engine sent no "Passages:" section; update lastPassagesSent to its prompt layout');
  return system.slice(at + PASSAGES_MARKER.length);
}

/** Pages, chunks and the share of chunk text that is page furniture repeated across the site. */
async function measureIndex(
  bench: AnswerBench,
  assistantId: string,
  furniture: readonly string[],
): Promise<{ pages: number; chunks: number; templateShare: number; chunksWithFurniture: number }> {
  const rows = await bench.ctx.database.query('SELECT c.page_id, c.content FROM chunks c WHERE c.assistant_id = $1', [assistantId]);
  const pagesOfLine = new Map<string, Set<string>>();
  const pages = new Set<string>();
  for (const row of rows) {
    const page = String(row.page_id);
    pages.add(page);
    for (const line of String(row.content).split('\n')) {
      const key = normaliseForMatch(line);
      if (key.length < 3) continue;
      let seen = pagesOfLine.get(key);
      if (!seen) pagesOfLine.set(key, (seen = new Set()));
      seen.add(page);
    }
  }
  // A line on at least a fifth of the pages (and on 3 or more) is template, not the page's own content.
  const repeatedOn = Math.max(3, Math.ceil(pages.size / 5));
  let total = 0;
  let template = 0;
  for (const row of rows) {
    for (const line of String(row.content).split('\n')) {
      const key = normaliseForMatch(line);
      total += key.length;
      if ((pagesOfLine.get(key)?.size ?? 0) >= repeatedOn) template += key.length;
    }
  }
  const chunksWithFurniture = rows.filter((row) => furniture.some((piece) => String(row.content).includes(piece))).length;
  return { pages: pages.size, chunks: rows.length, templateShare: total === 0 ? 0 : template / total, chunksWithFurniture };
}

function emptyHalf(): HalfFigures {
  return { answerable: 0, right: 0, cited: 0, recalled: 0, unanswerable: 0, honest: 0 };
}

/**
 * Crawls the site into a new assistant with the real crawler, asks every question with the
 * built-in engine (answer, cited pages, "I don't know"), then again with the LLM engine talking to
 * the recorder, to see whether each fact reached the passages a model would read.
 */
export async function measureSite(bench: AnswerBench, site: SiteUnderTest, recordTo?: string): Promise<SiteReport> {
  const assistant = await createAssistant(bench, site);
  // Deleted once measured, so a run of more sites than the plan's assistant limit goes on to the last one.
  return measureAssistant(bench, site, assistant, recordTo).finally(() => deleteAssistant(bench, assistant.id, site.name));
}

async function deleteAssistant(bench: AnswerBench, id: string, siteName: string): Promise<void> {
  const removed = await bench.app.inject({ method: 'DELETE', url: `/api/assistants/${id}`, headers: bench.auth });
  if (removed.statusCode >= 300) throw new Error(`deleting the assistant of ${siteName} failed: ${removed.body}`);
}

async function measureAssistant(bench: AnswerBench, site: SiteUnderTest, assistant: { id: string; apiKey: string }, recordTo?: string): Promise<SiteReport> {
  if (recordTo) await recordInputs(bench, assistant.id, site, recordTo);
  const outcomes: QuestionOutcome[] = [];
  useEngine(bench, 'built-in');
  for (const [index, q] of site.questions.entries()) {
    const reply = await ask(bench, assistant, q.question, `builtin-${index}`);
    outcomes.push(judgeBuiltinReply(q, { text: reply.response, sourceUrls: reply.sources.map((source) => source.url) }, site.url));
  }
  useEngine(bench, 'llm');
  try {
    for (const [index, q] of site.questions.entries()) {
      if (!q.answerable) continue;
      await ask(bench, assistant, q.question, `llm-${index}`);
      Object.assign(outcomes[index]!, judgeRecall(q, lastPassagesSent(bench)));
    }
  } finally {
    useEngine(bench, 'built-in');
  }
  return { site: site.name, ...(await measureIndex(bench, assistant.id, site.furniture ?? [])), ...tallyHalves(outcomes), outcomes };
}

/** How a built-in reply did: right and cited for an answerable question, honest for one the site does not answer. */
export function judgeBuiltinReply(q: SiteQuestion, reply: { text: string; sourceUrls: string[] }, siteUrl: string): QuestionOutcome {
  const outcome: QuestionOutcome = {
    question: q.question,
    heldOut: q.heldOut === true,
    answerable: q.answerable,
    answer: reply.text,
    sources: reply.sourceUrls,
  };
  if (q.answerable) {
    const expected = new Set([q.page, ...(q.pages ?? [])].map((page) => samePageKey(new URL(page, siteUrl).href)));
    outcome.right = statesFact(reply.text, q);
    outcome.cited = reply.sourceUrls.some((url) => expected.has(samePageKey(url)));
  } else {
    outcome.honest = reply.sourceUrls.length === 0;
  }
  return outcome;
}

/** Whether the fact is inside the passages a model received, and which passages they were. */
export function judgeRecall(q: AnswerableSiteQuestion, passages: string): Pick<QuestionOutcome, 'recalled' | 'passageHeads'> {
  return { recalled: statesFact(passages, q), passageHeads: passages.split('\n').filter((line) => /^\[\d+\] /.test(line)) };
}

export function tallyHalves(outcomes: readonly QuestionOutcome[]): { tuning: HalfFigures; heldOut: HalfFigures } {
  const halves = { tuning: emptyHalf(), heldOut: emptyHalf() };
  for (const outcome of outcomes) {
    const half = outcome.heldOut ? halves.heldOut : halves.tuning;
    if (outcome.answerable) {
      half.answerable += 1;
      half.right += Number(outcome.right);
      half.cited += Number(outcome.cited);
      half.recalled += Number(outcome.recalled);
    } else {
      half.unanswerable += 1;
      half.honest += Number(outcome.honest);
    }
  }
  return halves;
}

/** Both halves added up. */
export function wholeSite(report: Pick<SiteReport, 'tuning' | 'heldOut'>): HalfFigures {
  const sum = emptyHalf();
  for (const half of [report.tuning, report.heldOut]) {
    for (const key of Object.keys(sum) as (keyof HalfFigures)[]) sum[key] += half[key];
  }
  return sum;
}

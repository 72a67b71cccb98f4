import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ParsedSitemap } from '../crawl/parse-sitemap.ts';
import type { DocumentTask, ProcessedDocument } from './process-document.ts';
import type { WorkerTask } from './worker-task.ts';
import { workerScript } from './worker-script.ts';

/** A task that ran past its time budget; its thread was terminated and replaced. */
export class ExtractionTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Extraction took longer than ${timeoutMs} ms`);
    this.name = 'ExtractionTimeoutError';
  }
}

interface QueuedTask {
  task: WorkerTask;
  timeoutMs: number;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  isReady: boolean;
  current: { id: number; queued: QueuedTask; timer: NodeJS.Timeout } | null;
}

/** Time one document or sitemap may take in a thread unless the caller says otherwise. */
export const DEFAULT_TASK_TIMEOUT_MS = 20_000;

// Each document's DOM is garbage right after extraction, so a small young generation is swept
// often and cheaply instead of letting every thread grow tens of megabytes of dead objects. The old
// generation is capped so a page built to exhaust memory kills its own thread, not the server.
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 512 };

function createWorker(): Worker {
  const script = workerScript();
  return script.kind === 'file'
    ? new Worker(script.url, { resourceLimits: RESOURCE_LIMITS })
    : new Worker(script.code, { eval: true, execArgv: script.execArgv, resourceLimits: RESOURCE_LIMITS });
}

/**
 * A small pool of worker threads that parse, extract and chunk documents (and parse sitemaps) off
 * the main thread. A thread works on one task at a time; a task that overruns its time budget gets
 * its thread terminated and replaced, so one hostile page cannot hold the pool.
 */
export class ExtractionPool {
  private readonly workers: PoolWorker[] = [];
  private readonly queue: QueuedTask[] = [];
  private nextId = 1;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism()))) {}

  run(task: DocumentTask, options: { timeoutMs?: number } = {}): Promise<ProcessedDocument> {
    return this.submit({ type: 'document', ...task }, options.timeoutMs) as Promise<ProcessedDocument>;
  }

  /** Page and nested-sitemap URLs of a sitemap, at most `maxUrls` of each. */
  parseSitemap(body: Uint8Array, options: { maxUrls: number; timeoutMs?: number }): Promise<ParsedSitemap> {
    return this.submit({ type: 'sitemap', body, maxUrls: options.maxUrls }, options.timeoutMs) as Promise<ParsedSitemap>;
  }

  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    for (const queued of this.queue.splice(0)) queued.reject(new Error('Extraction pool closed'));
    await Promise.all(
      workers.map(async (entry) => {
        if (entry.current) {
          clearTimeout(entry.current.timer);
          entry.current.queued.reject(new Error('Extraction pool closed'));
          entry.current = null;
        }
        await entry.worker.terminate();
      }),
    );
  }

  private submit(task: WorkerTask, timeoutMs = DEFAULT_TASK_TIMEOUT_MS): Promise<unknown> {
    const body = task.body.byteOffset === 0 && task.body.byteLength === task.body.buffer.byteLength ? task.body : new Uint8Array(task.body); // pooled Buffers share one ArrayBuffer: copy before transferring
    return new Promise((resolve, reject) => {
      this.queue.push({ task: { ...task, body }, timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const entry = this.workers.find((candidate) => candidate.isReady && candidate.current === null);
      if (!entry) {
        const starting = this.workers.filter((candidate) => !candidate.isReady).length;
        const wanted = Math.min(this.size - this.workers.length, this.queue.length - starting);
        for (let i = 0; i < wanted; i++) this.spawn();
        return;
      }
      const queued = this.queue.shift()!;
      const id = this.nextId++;
      const timer = setTimeout(() => this.retire(entry, new ExtractionTimeoutError(queued.timeoutMs)), queued.timeoutMs);
      entry.current = { id, queued, timer };
      entry.worker.ref();
      entry.worker.postMessage({ id, task: queued.task }, [queued.task.body.buffer as ArrayBuffer]);
    }
  }

  /** Removes a thread from the pool, failing its task with `error`, and starts queued work elsewhere. */
  private retire(entry: PoolWorker, error: Error): void {
    const index = this.workers.indexOf(entry);
    if (index >= 0) this.workers.splice(index, 1);
    const current = entry.current;
    entry.current = null;
    if (current) {
      clearTimeout(current.timer);
      current.queued.reject(error);
    }
    void entry.worker.terminate();
    // A thread that died before it could start would die again: fail the waiting work instead of retrying.
    if (!entry.isReady) for (const queued of this.queue.splice(0)) queued.reject(error);
    this.dispatch();
  }

  /** Starts a thread; it takes work once it reports ready. It keeps the process alive only while busy. */
  private spawn(): void {
    const worker = createWorker();
    const entry: PoolWorker = { worker, isReady: false, current: null };
    worker.on('message', (message: { ready?: true; id: number; result?: unknown; error?: string }) => {
      if (message.ready) {
        entry.isReady = true;
        worker.unref();
        this.dispatch();
        return;
      }
      const current = entry.current;
      if (!current || current.id !== message.id) return;
      clearTimeout(current.timer);
      entry.current = null;
      worker.unref();
      if (message.error !== undefined) current.queued.reject(new Error(message.error));
      else current.queued.resolve(message.result);
      this.dispatch();
    });
    worker.on('error', (error) => this.retire(entry, error));
    worker.on('exit', (code) => this.retire(entry, new Error(`Extraction worker exited with code ${code}`)));
    this.workers.push(entry);
  }
}

let sharedPool: ExtractionPool | null = null;

/** The process-wide pool (min(2, cores) threads), created on first use. */
export function getExtractionPool(): ExtractionPool {
  sharedPool ??= new ExtractionPool();
  return sharedPool;
}

/** Terminates the shared extraction workers; a later crawl starts new ones. */
export async function shutdownExtractionWorkers(): Promise<void> {
  const pool = sharedPool;
  sharedPool = null;
  await pool?.close();
}

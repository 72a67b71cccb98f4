import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DocumentTask, ProcessedDocument } from './process-document.ts';
import { workerScript } from './worker-script.ts';

interface PendingTask {
  resolve: (result: ProcessedDocument) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, PendingTask>;
}

// Each document's DOM is garbage right after extraction, so a small young generation is swept
// often and cheaply instead of letting every thread grow tens of megabytes of dead objects.
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 4 };

function createWorker(): Worker {
  const script = workerScript();
  return script.kind === 'file'
    ? new Worker(script.url, { resourceLimits: RESOURCE_LIMITS })
    : new Worker(script.code, { eval: true, execArgv: script.execArgv, resourceLimits: RESOURCE_LIMITS });
}

/** A small pool of worker threads that parse, extract and chunk documents off the main thread. */
export class ExtractionPool {
  private readonly workers: PoolWorker[] = [];
  private nextId = 1;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism()))) {}

  run(task: DocumentTask): Promise<ProcessedDocument> {
    const target = this.pickWorker();
    const id = this.nextId++;
    const body = task.body.byteOffset === 0 && task.body.byteLength === task.body.buffer.byteLength
      ? task.body
      : new Uint8Array(task.body); // pooled Buffers share one ArrayBuffer: copy before transferring
    return new Promise((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.ref();
      target.worker.postMessage({ id, task: { ...task, body } }, [body.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map(async (entry) => {
      for (const task of entry.pending.values()) task.reject(new Error('Extraction pool closed'));
      entry.pending.clear();
      await entry.worker.terminate();
    }));
  }

  private pickWorker(): PoolWorker {
    if (this.workers.length < this.size) {
      const idle = this.workers.find((entry) => entry.pending.size === 0);
      return idle ?? this.spawn();
    }
    return this.workers.reduce((best, entry) => (entry.pending.size < best.pending.size ? entry : best));
  }

  private spawn(): PoolWorker {
    const worker = createWorker();
    const entry: PoolWorker = { worker, pending: new Map() };
    worker.on('message', (message: { id: number; result?: ProcessedDocument; error?: string }) => {
      const task = entry.pending.get(message.id);
      if (!task) return;
      entry.pending.delete(message.id);
      if (entry.pending.size === 0) worker.unref();
      if (message.error !== undefined) task.reject(new Error(message.error));
      else task.resolve(message.result!);
    });
    const fail = (error: Error) => {
      const index = this.workers.indexOf(entry);
      if (index >= 0) this.workers.splice(index, 1);
      for (const task of entry.pending.values()) task.reject(error);
      entry.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`Extraction worker exited with code ${code}`)));
    worker.unref();
    this.workers.push(entry);
    return entry;
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

import { parentPort } from 'node:worker_threads';
import { parseSitemap } from '../crawl/parse-sitemap.ts';
import { processDocument } from './process-document.ts';
import type { WorkerTask } from './worker-task.ts';

function perform(task: WorkerTask): unknown {
  if (task.type === 'sitemap') {
    return parseSitemap(Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength).toString('utf8'), task.maxUrls);
  }
  return processDocument(task);
}

// Tells the pool the thread has loaded, so a task's time budget never pays for the thread's start.
parentPort?.postMessage({ ready: true });

parentPort?.on('message', ({ id, task }: { id: number; task: WorkerTask }) => {
  try {
    parentPort?.postMessage({ id, result: perform(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

import { parentPort } from 'node:worker_threads';
import { processDocument, type DocumentTask } from './process-document.ts';

interface TaskMessage {
  id: number;
  task: DocumentTask;
}

parentPort?.on('message', ({ id, task }: TaskMessage) => {
  try {
    parentPort?.postMessage({ id, result: processDocument(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});

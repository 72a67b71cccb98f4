import type { DocumentTask } from './process-document.ts';

/** Work handed to an extraction thread: everything that reads what a website sent. */
export type WorkerTask = ({ type: 'document' } & DocumentTask) | { type: 'sitemap'; body: Uint8Array; maxUrls: number };

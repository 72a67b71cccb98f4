export * from './crawl/index.ts';
export * from './retrieve/index.ts';
export * from './answer/index.ts';
export * from './embed/index.ts';

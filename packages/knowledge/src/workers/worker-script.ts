import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WORKER_URL = new URL(`./extract.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** What to hand `new Worker()`: a file URL, or source code to evaluate. */
export type WorkerScript = { kind: 'file'; url: URL } | { kind: 'eval'; code: string; execArgv: string[] };

let cached: WorkerScript | null = null;

/**
 * How to start the extraction worker. Compiled JavaScript runs as it is. From TypeScript sources
 * (tsx in the server, vitest in tests) the worker is bundled once with tsx's own esbuild into plain
 * JavaScript: a thread that had to load tsx would carry its own loader-hooks thread, roughly
 * doubling its memory. Without esbuild, a bootstrap registers tsx inside the thread instead.
 */
export function workerScript(): WorkerScript {
  cached ??= resolveWorkerScript();
  return cached;
}

function resolveWorkerScript(): WorkerScript {
  if (!WORKER_URL.pathname.endsWith('.ts')) return { kind: 'file', url: WORKER_URL };
  const requireFromHere = createRequire(import.meta.url);
  try {
    const requireFromTsx = createRequire(requireFromHere.resolve('tsx/package.json'));
    const esbuild = requireFromTsx('esbuild') as typeof import('esbuild');
    const output = esbuild.buildSync({
      entryPoints: [fileURLToPath(WORKER_URL)],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      logLevel: 'silent',
    });
    const code = output.outputFiles[0]?.text;
    // The bundle needs no loader, so the thread does not inherit `--import tsx` from the process.
    if (code) return { kind: 'eval', code, execArgv: [] };
  } catch {
    // Fall through to loading tsx inside the thread.
  }
  const tsxApi = resolveTsxApi(requireFromHere);
  return {
    kind: 'eval',
    execArgv: process.execArgv,
    code: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); });`,
  };
}

function resolveTsxApi(requireFromHere: NodeJS.Require): string {
  try {
    return import.meta.resolve('tsx/esm/api');
  } catch {
    // Some test runners do not provide import.meta.resolve; tsx's ESM entry sits beside its manifest.
    const manifest = requireFromHere.resolve('tsx/package.json');
    return pathToFileURL(manifest.replace(/package\.json$/, 'dist/esm/api/index.mjs')).href;
  }
}

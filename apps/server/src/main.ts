import { shutdownExtractionWorkers } from '@siteline/knowledge';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { closeContext, createContext, startBackgroundWork } from './create-context.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';

const { config, ctx } = await (async () => {
  const config = loadConfig();
  return { config, ctx: await createContext(config) };
})().catch((error: unknown) => {
  // A refusal explains itself: its message, without a stack trace, is what the operator needs.
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
const app = await buildApp(ctx, { serveStatic: config.role !== 'worker', serveApi: config.role !== 'worker' });
const stopBackgroundWork = config.role === 'api' ? async () => {} : startBackgroundWork(ctx);

let isShuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (isShuttingDown) return;
  isShuttingDown = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long, exiting');
    process.exit(1);
  }, 15_000);
  timer.unref();
  try {
    await app.close();
    await stopBackgroundWork();
    await shutdownExtractionWorkers();
    await closeContext(ctx);
    app.log.info('shutdown complete');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// A promise nobody awaited must not end the process without a word (Node's default): log it and carry on.
process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Siteline is running on ${config.publicUrl ?? `http://localhost:${config.port}`}`);
if (!config.stripe) {
  // Anyone may then upgrade their own account for free: right for trying Siteline, not for selling it.
  app.log.warn('Payments run in TEST MODE (built-in checkout, no money moves): set STRIPE_SECRET_KEY and its companions to take payments with Stripe');
}

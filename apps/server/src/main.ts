import { shutdownExtractionWorkers } from '@siteline/knowledge';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { closeContext, createContext, startBackgroundWork } from './create-context.ts';

const config = loadConfig();
const ctx = await createContext(config);
const app = await buildApp(ctx, { serveStatic: config.role !== 'worker' });
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
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Siteline is running on ${config.publicUrl ?? `http://localhost:${config.port}`}`);

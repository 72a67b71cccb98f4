import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, every response still being written tells its client to close the
 * connection, so kept-alive sockets of finished in-flight requests do not hold shutdown open.
 */
export function registerConnectionDraining(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
}

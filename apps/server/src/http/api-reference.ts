import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_REFERENCE_PATH } from '@siteline/contract';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
/** The only files of swagger-ui-dist the page loads (the package also holds its own demo page). */
const SWAGGER_UI_FILES = new Set(['/swagger-ui-bundle.js', '/swagger-ui.css', '/favicon-32x32.png']);

/*
 * The page runs no inline script, so the app's policy (script-src 'self') holds here too: its one
 * script of ours is served as a file and starts Swagger UI on the live /api/openapi.json. Requests
 * sent from "Try it out" go to this origin, with the key given under Authorize.
 */
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>API Reference · Siteline</title>
  <link rel="icon" type="image/png" href="${API_REFERENCE_PATH}assets/favicon-32x32.png">
  <link rel="stylesheet" href="${API_REFERENCE_PATH}assets/swagger-ui.css">
  <style>
    body { margin: 0; font-family: system-ui, sans-serif; }
    .reference-bar { display: flex; gap: 16px; align-items: center; padding: 12px 24px; border-bottom: 1px solid #e2e8f0; }
    .reference-bar a { color: #4f46e5; text-decoration: none; font-size: 14px; }
    .reference-bar strong { font-size: 16px; color: #0f172a; }
    .reference-hint { margin: 12px 24px 0; font-size: 14px; color: #475569; }
  </style>
</head>
<body>
  <header class="reference-bar"><strong>Siteline API Reference</strong><a href="/docs">← Back to the docs</a></header>
  <p class="reference-hint">Use Authorize with an API key (or a session token) to send requests from this page with “Try it out”.</p>
  <div id="swagger-ui"></div>
  <script src="${API_REFERENCE_PATH}assets/swagger-ui-bundle.js"></script>
  <script src="${API_REFERENCE_PATH}start.js"></script>
</body>
</html>
`;

const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    layout: 'BaseLayout',
    presets: [SwaggerUIBundle.presets.apis],
    displayRequestDuration: true,
    filter: true,
  });
});
`;

/** The interactive API reference: Swagger UI from the installed swagger-ui-dist, no CDN. */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  app.get(API_REFERENCE_PATH.slice(0, -1), { schema: { hide: true } }, (_request, reply) => reply.redirect(API_REFERENCE_PATH));
  app.get(API_REFERENCE_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  app.get(`${API_REFERENCE_PATH}start.js`, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/javascript; charset=utf-8').send(START_SCRIPT),
  );
  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: `${API_REFERENCE_PATH}assets/`,
    decorateReply: false,
    index: false,
    allowedPath: (pathname) => SWAGGER_UI_FILES.has(pathname),
    maxAge: '1d',
  });
}

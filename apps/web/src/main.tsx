import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { APP_ROUTES } from './app/routes.tsx';
import './index.css';

// A new deploy removes the old lazy chunks: reload to pick up the new build, at most every 10 s.
const RELOAD_MARK = 'siteline:preload-error-reload-at';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
// Public pages arrive rendered at build time (scripts/prerender.ts): hydrate them; the rest is an empty shell.
// Its page's chunk is loaded first, so hydration never meets a boundary still waiting for code.
if (root.hasChildNodes()) {
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const page = APP_ROUTES.find((route) => route.path === path)?.component;
  void Promise.resolve(page && 'preload' in page ? page.preload() : undefined).then(() =>
    hydrateRoot(
      root,
      <StrictMode>
        <App isPrerendered />
      </StrictMode>,
    ),
  );
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

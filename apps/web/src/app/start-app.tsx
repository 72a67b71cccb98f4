import '../lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { cn } from '../lib/cn.ts';
import { App } from './app.tsx';
import { APP_ROUTES } from './routes.tsx';

/**
 * Hydrates a page rendered at build time (scripts/prerender.ts), or renders into the empty shell.
 * Its page's chunk is loaded first, so hydration never meets a boundary still waiting for code; and
 * hydration runs as a transition, which React splits into short tasks that leave the page
 * responsive (a blocking hydration of a long page is one long task).
 */
export async function startApp(root: HTMLElement): Promise<void> {
  if (!root.hasChildNodes()) {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // tailwind-merge builds its class table on its first call (tens of milliseconds on a slow phone):
  // in a task of its own while the page's chunk downloads, not inside the first component's render.
  setTimeout(() => cn());
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  const page = APP_ROUTES.find((route) => route.path === path)?.component;
  if (page && 'preload' in page) await page.preload();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App isPrerendered />
      </StrictMode>,
    );
  });
}

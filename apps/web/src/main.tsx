import './index.css';
import { afterFirstContentfulPaint } from './lib/after-first-contentful-paint.ts';

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
// A page rendered at build time is painted before the app's code is even requested: the download
// and start-up of React would otherwise hold its first paint back on a slow phone.
const isPrerendered = root.hasChildNodes();
void (isPrerendered ? afterFirstContentfulPaint() : Promise.resolve()).then(() => import('./app/start-app.tsx')).then(({ startApp }) => startApp(root));

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import './index.css';

// A stale deploy can leave lazy chunks missing: reload once to pick up the new build.
window.addEventListener('vite:preloadError', () => {
  if (sessionStorage.getItem('siteline:reloaded-after-preload-error')) return;
  sessionStorage.setItem('siteline:reloaded-after-preload-error', '1');
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api/': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No <link rel="modulepreload"> per dependency of a lazy chunk: adding one costs a slow phone
    // ~10 ms of main thread, and a page's chunk has a dozen; the browser fetches a module's imports
    // as soon as it has parsed it. (Not `false`: that drops the wrapper whose `vite:preloadError`
    // reloads the page when a deploy removed the chunk.)
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      // Every icon would otherwise be its own chunk, and a page's import would fetch and preload a
      // dozen of them (each preload is a <link> added to the page, costly on a slow phone): one chunk.
      output: { codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/ }] } },
    },
  },
});

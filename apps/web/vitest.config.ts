import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    passWithNoTests: true,
    // jsdom renders of whole screens take seconds on a loaded two-core machine.
    testTimeout: 15_000,
    setupFiles: ['src/test/setup.ts'],
  },
});

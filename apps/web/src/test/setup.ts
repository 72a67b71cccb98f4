import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library only auto-cleans with vitest globals on; this suite runs without them.
afterEach(() => {
  cleanup();
  localStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share one DOM per worker (vitest.config.ts): each test leaves it empty.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

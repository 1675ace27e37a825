import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UNLISTED_FIELD } from '@/lib/analytics/analytics-names';

// A form control whose name the analytics API would refuse fails the test that shows it (decision 044). Tests
// that silence console.error on purpose replace this wrapper and are not checked.
const unlistedFields: string[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(UNLISTED_FIELD)) unlistedFields.push(args[0]);
  consoleError(...args);
};

// Test files share one DOM per worker (vitest.config.ts): each test leaves it empty.
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  const unlisted = unlistedFields.splice(0);
  if (unlisted.length > 0) throw new Error(`Add these names to ANALYTICS_FIELDS:\n${unlisted.join('\n')}`);
});

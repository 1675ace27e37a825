import type { Page } from '@playwright/test';

/** Collects Content-Security-Policy violations reported by the page, so a test can assert there were none. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && /Content Security Policy/i.test(text)) violations.push(text);
  });
  return violations;
}

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.js';

test('the accessibility check fails on a page that breaks a WCAG rule and passes once it is fixed', async ({
  page,
}) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><img src="data:,"></main></html>');
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  await page.locator('img').evaluate((image) => image.setAttribute('alt', 'A dot'));
  await expectNoAxeViolations(page);
});

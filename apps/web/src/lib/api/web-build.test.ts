import { WEB_BUILD_HEADER } from '@hs/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

const OWN = '/assets/index-old.js';
const servedBy = (build?: string) => new Headers(build ? { [WEB_BUILD_HEADER]: build } : {});

/** A fresh copy of the module: the mark it keeps lasts as long as the page. */
function freshModule() {
  vi.resetModules();
  return import('./web-build');
}

// Later test files in this worker import an unmarked copy.
afterEach(() => vi.resetModules());

describe('the web build an answer names', () => {
  it('marks the tab as running an older build once an answer names another, and not before', async () => {
    const { noteServerBuild, isNewerBuildServed } = await freshModule();
    noteServerBuild(servedBy(), OWN);
    noteServerBuild(servedBy(OWN), OWN);
    expect(isNewerBuildServed()).toBe(false);
    noteServerBuild(servedBy('/assets/index-new.js'), OWN);
    expect(isNewerBuildServed()).toBe(true);
    noteServerBuild(servedBy(OWN), OWN);
    expect(isNewerBuildServed()).toBe(true);
  });

  it('compares nothing where the page has no build of its own (tests, vite dev)', async () => {
    const { noteServerBuild, isNewerBuildServed } = await freshModule();
    noteServerBuild(servedBy('/assets/index-new.js'));
    expect(isNewerBuildServed()).toBe(false);
  });
});

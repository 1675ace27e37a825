import { WEB_BUILD_HEADER } from '@hs/contracts';
import { describe, expect, it } from 'vitest';
import { buildWatch } from './web-build';

const OWN = '/assets/index-old.js';
const servedBy = (build?: string) => new Headers(build ? { [WEB_BUILD_HEADER]: build } : {});

describe('the web build an answer names', () => {
  it('marks the page as running an older build once an answer names another, and keeps the mark', () => {
    const watch = buildWatch(OWN);
    watch.note(servedBy());
    watch.note(servedBy(OWN));
    expect(watch.isNewerBuildServed()).toBe(false);
    watch.note(servedBy('/assets/index-new.js'));
    expect(watch.isNewerBuildServed()).toBe(true);
    watch.note(servedBy(OWN));
    expect(watch.isNewerBuildServed()).toBe(true);
  });

  it('compares nothing where the page has no build of its own (tests, vite dev)', () => {
    const watch = buildWatch(undefined);
    watch.note(servedBy('/assets/index-new.js'));
    expect(watch.isNewerBuildServed()).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url);
const { scripts } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  scripts: Record<string, string>;
};
const INSTALL_FIRST = 'node scripts/ensure-install.mjs && ';

/** Whether `command` makes sure the packages are installed before it needs one. */
function installsFirst(command: string): boolean {
  if (command.startsWith(INSTALL_FIRST)) return true;
  const script = /^node (scripts\/[\w-]+\.mjs)\b/.exec(command)?.[1];
  return script !== undefined && readFileSync(new URL(script, root), 'utf8').includes('ensure-install.mjs');
}

describe("the root package's commands, on a fresh clone", () => {
  it.each(Object.entries(scripts))('npm run %s installs the packages first', (_, command) => {
    expect(installsFirst(command)).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { ACCORDION_EXPAND_MS } from '@hs/domain';
import { describe, expect, it } from 'vitest';

const tokens = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');

describe('design tokens', () => {
  it('opens the accordion over the §9 duration', () => {
    expect(tokens).toContain(`--duration-expand: ${ACCORDION_EXPAND_MS}ms;`);
  });
});

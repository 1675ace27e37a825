import { describe, expect, it } from 'vitest';
import { LICENSURE_STATES } from '@/test/licensure-fixture';
import { selectableStates } from './selectable-states';

describe('selectableStates', () => {
  it('keeps licensed states only, sorted by name', () => {
    expect(selectableStates(LICENSURE_STATES).map((s) => s.code)).toEqual(['CO', 'NY', 'NC', 'OH']);
  });
});

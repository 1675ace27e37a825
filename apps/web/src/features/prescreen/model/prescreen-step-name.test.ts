import { describe, expect, it } from 'vitest';
import { prescreenStepName } from './prescreen-step-name';

describe('prescreen steps in analytics', () => {
  it('names a bundled step by its id, and a step added in the content store later as prescreen', () => {
    expect(prescreenStepName('physical-type')).toBe('physical-type');
    expect(prescreenStepName('a-step-added-later')).toBe('prescreen');
  });
});

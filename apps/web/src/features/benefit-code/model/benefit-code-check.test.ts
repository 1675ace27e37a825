import { describe, expect, it } from 'vitest';
import { checkEntry, verdictFrom } from './benefit-code-check';

const answer = (isValid: boolean) => ({ response: { data: { validation: { isValid, benefitCode: 'WELLNESS2026' } } } });

describe('checkEntry', () => {
  it('requires a code', () => {
    expect(checkEntry('')).toEqual({ kind: 'required' });
    expect(checkEntry('   ')).toEqual({ kind: 'required' });
  });

  it('refuses what cannot be a code without asking the server', () => {
    expect(checkEntry('WELL NESS')).toEqual({ kind: 'invalid' });
    expect(checkEntry('X'.repeat(41))).toEqual({ kind: 'invalid' });
  });

  it('checks a trimmed code', () => {
    expect(checkEntry(' wellness2026 ')).toEqual({ kind: 'check', code: 'wellness2026' });
  });
});

describe('verdictFrom', () => {
  it('reads the validation answer', () => {
    expect(verdictFrom(answer(true))).toEqual({ kind: 'valid', benefitCode: 'WELLNESS2026' });
    expect(verdictFrom(answer(false))).toEqual({ kind: 'invalid' });
  });

  it('treats a refused request as invalid and no answer or a server fault as a network error', () => {
    expect(verdictFrom({ status: 400 })).toEqual({ kind: 'invalid' });
    expect(verdictFrom({ status: 0 })).toEqual({ kind: 'network' });
    expect(verdictFrom({ status: 503 })).toEqual({ kind: 'network' });
    expect(verdictFrom({ status: 429 })).toEqual({ kind: 'network' });
  });
});

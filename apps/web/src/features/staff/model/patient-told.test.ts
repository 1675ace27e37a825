import { describe, expect, it } from 'vitest';
import { toldBy, toldText } from './patient-told';

describe('how the patient is told', () => {
  it('names the channels the server queued, or none', () => {
    expect(toldBy({ email: true, sms: true })).toBe('email and text message');
    expect(toldBy({ email: true, sms: false })).toBe('email');
    expect(toldBy({ email: false, sms: true })).toBe('text message');
    expect(toldBy({ email: false, sms: false })).toBeNull();
    expect(toldBy(undefined)).toBeNull();
  });

  it('says the clinic must tell the patient when nothing is sent', () => {
    expect(toldText({ email: true, sms: false }, 'confirmation')).toBe(
      'They are told by email, with the clinic’s usual confirmation.',
    );
    expect(toldText({ email: false, sms: false }, 'confirmation')).toBe(
      'They have no email or text messages: tell them yourself, now or by phone.',
    );
  });
});

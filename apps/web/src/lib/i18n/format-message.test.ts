import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type CompiledMessage, formatMessage } from './format-message';

const days = compileMessage(
  '{count, plural, =0 {ningún día} one {# día} many {# de días} other {# días}}',
) as CompiledMessage;

describe('formatMessage', () => {
  it('picks the Spanish plural forms one, many and other, with the number grouped as es-US writes it', () => {
    expect(formatMessage(days, { count: 0 }, 'es-US')).toBe('ningún día');
    expect(formatMessage(days, { count: 1 }, 'es-US')).toBe('1 día');
    expect(formatMessage(days, { count: 1_000_000 }, 'es-US')).toBe('1,000,000 de días');
    expect(formatMessage(days, { count: 5 }, 'es-US')).toBe('5 días');
  });

  it('fills placeholders and selects, and keeps a message that is only text', () => {
    const message = compileMessage(
      '{who, select, clinic {La clínica} other {{name}}} abre a las {time}',
    ) as CompiledMessage;
    expect(formatMessage(message, { who: 'clinic', time: '9:00' }, 'es-US')).toBe('La clínica abre a las 9:00');
    expect(formatMessage(message, { who: 'x', name: 'Ana', time: '9:00' }, 'es-US')).toBe('Ana abre a las 9:00');
    expect(formatMessage('Hola', {}, 'es-US')).toBe('Hola');
  });
});

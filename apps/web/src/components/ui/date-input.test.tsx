import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input';

describe('DateInput', () => {
  it('is a numeric text input with the mm/dd/yyyy placeholder', () => {
    render(<DateInput name="appointmentDate" label="Date" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveAttribute('name', 'appointmentDate');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    expect(input).toHaveAttribute('maxLength', '10');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('accepts typed dates and links its error', async () => {
    render(<DateInput name="appointmentDate" label="Date" error="Date is invalid" />);
    const input = screen.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '01/02/2030');
    expect(input).toHaveValue('01/02/2030');
    expect(input).toHaveAccessibleDescription('Error: Date is invalid');
  });
});

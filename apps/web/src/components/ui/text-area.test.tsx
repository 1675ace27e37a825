import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('uses the name as id, keeps four rows unless told and forwards textarea attributes', () => {
    render(<TextArea name="notes" label="Notes" hint="Optional" maxLength={250} />);
    const textArea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea).toHaveAttribute('id', 'notes');
    expect(textArea).toHaveAttribute('name', 'notes');
    expect(textArea).toHaveAttribute('rows', '4');
    expect(textArea).toHaveAttribute('maxLength', '250');
    expect(textArea).toHaveAccessibleDescription('Optional');
    expect(textArea).not.toHaveAttribute('label');
  });

  it('shows its error under the text area and marks it invalid', () => {
    render(<TextArea name="notes" id="visit-notes" label="Notes" rows={6} error="Notes are too long." />);
    const textArea = screen.getByRole('textbox', { name: 'Notes' });
    expect(textArea).toHaveAttribute('id', 'visit-notes');
    expect(textArea).toHaveAttribute('rows', '6');
    expect(textArea).toBeInvalid();
    expect(textArea).toHaveAccessibleDescription('Error: Notes are too long.');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('uses the name as id and forwards input attributes', async () => {
    render(<TextInput name="location" label="Location" placeholder="ZIP or City, State" maxLength={100} />);
    const input = screen.getByRole('textbox', { name: 'Location' });
    expect(input).toHaveAttribute('id', 'location');
    expect(input).toHaveAttribute('placeholder', 'ZIP or City, State');
    expect(input).toHaveAttribute('maxLength', '100');

    await userEvent.type(input, 'Dayton, OH');
    expect(input).toHaveValue('Dayton, OH');
  });

  it('shows its error under the input and marks it invalid', () => {
    render(<TextInput name="location" label="Location" error="Location is a required field." />);
    const input = screen.getByRole('textbox', { name: 'Location' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Error: Location is a required field.');
  });

  it('passes the ref to the input so forms can focus it', () => {
    let element: HTMLInputElement | null = null;
    render(
      <TextInput
        name="city"
        label="City"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    expect(element).toBe(screen.getByRole('textbox', { name: 'City' }));
  });
});

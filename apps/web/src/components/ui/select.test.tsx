import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

const options = [
  { value: 'Vaccines', label: 'Vaccines' },
  { value: 'Physicals', label: 'Physicals' },
];

describe('Select', () => {
  it('starts on the placeholder option with an empty value', () => {
    render(<Select name="type" label="Appointment Type" options={options} placeholder="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Appointment Type' });
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose one', 'Vaccines', 'Physicals']);
  });

  it('lets the user pick an option', async () => {
    render(<Select name="type" label="Appointment Type" options={options} placeholder="Choose one" />);
    const select = screen.getByRole('combobox', { name: 'Appointment Type' });
    await userEvent.selectOptions(select, 'Physicals');
    expect(select).toHaveValue('Physicals');
  });

  it('shows an error linked to the select', () => {
    render(
      <Select
        name="type"
        label="Appointment Type"
        options={options}
        placeholder="Choose one"
        error="Appointment Type is a required field."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Appointment Type' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Error: Appointment Type is a required field.');
  });

  it('can render without a placeholder', () => {
    render(<Select name="type" label="Type" options={options} />);
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Vaccines');
  });
});

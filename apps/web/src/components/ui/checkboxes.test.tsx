import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Checkboxes } from './checkboxes';

const vaccines = [
  { value: 'flu', label: 'Flu' },
  { value: 'covid', label: 'COVID-19' },
  { value: 'shingles', label: 'Shingles', disabled: true },
];

describe('Checkboxes', () => {
  it('renders a fieldset with a legend and one checkbox per option', () => {
    render(<Checkboxes name="vaccines" legend="Which vaccines?" options={vaccines} />);
    expect(screen.getByRole('group', { name: 'Which vaccines?' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Shingles' })).toBeDisabled();
  });

  it('collects the checked values with react-hook-form', async () => {
    let read: () => unknown = () => undefined;
    function Form() {
      const { register, getValues } = useForm<{ vaccines: string[] }>({ defaultValues: { vaccines: [] } });
      read = () => getValues('vaccines');
      return <Checkboxes name="vaccines" legend="Which vaccines?" options={vaccines} inputProps={register('vaccines')} />;
    }
    render(<Form />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Flu' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'COVID-19' }));
    expect(read()).toEqual(['flu', 'covid']);
  });

  it('links the error to the group', () => {
    render(<Checkboxes name="vaccines" legend="Which vaccines?" options={vaccines} error="Select at least one vaccine." />);
    expect(screen.getByRole('group', { name: 'Which vaccines?' })).toHaveAccessibleDescription(
      'Error: Select at least one vaccine.',
    );
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Checkboxes } from './checkboxes';

const vaccines = [
  { value: 'flu', label: 'Flu' },
  { value: 'covid', label: 'COVID-19' },
  { value: 'shingles', label: 'Shingles', disabled: true },
];

function VaccinesForm({ onSubmit }: { onSubmit: (values: { vaccines: string[] }) => void }) {
  const { register, handleSubmit } = useForm<{ vaccines: string[] }>({ defaultValues: { vaccines: [] } });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Checkboxes name="vaccines" legend="Which vaccines?" options={vaccines} inputProps={register('vaccines')} />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('Checkboxes', () => {
  it('renders a fieldset with a legend and one checkbox per option', () => {
    render(<Checkboxes name="vaccines" legend="Which vaccines?" options={vaccines} />);
    expect(screen.getByRole('group', { name: 'Which vaccines?' })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: 'Shingles' })).toBeDisabled();
  });

  it('collects the checked values with react-hook-form', async () => {
    const onSubmit = vi.fn();
    render(<VaccinesForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Flu' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'COVID-19' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ vaccines: ['flu', 'covid'] }, expect.anything());
  });

  it('links the error to the group', () => {
    render(
      <Checkboxes name="vaccines" legend="Which vaccines?" options={vaccines} error="Select at least one vaccine." />,
    );
    expect(screen.getByRole('group', { name: 'Which vaccines?' })).toHaveAccessibleDescription(
      'Error: Select at least one vaccine.',
    );
  });
});

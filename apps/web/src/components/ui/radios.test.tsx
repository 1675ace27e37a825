import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Radios } from './radios';

const yesNo = [
  { value: 'Yes', label: 'Yes' },
  { value: 'No', label: 'No', hint: 'You can still book a visit.' },
];

function AnswerForm({ onSubmit }: { onSubmit: (values: { answer: string }) => void }) {
  const { register, handleSubmit } = useForm<{ answer: string }>();
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Radios name="answer" legend="Answer" options={yesNo} inputProps={register('answer')} />
      <button type="submit">Continue</button>
    </form>
  );
}

describe('Radios', () => {
  it('groups the options under a legend with its hint', () => {
    render(
      <Radios name="isTwentyOrOlder" legend="Is the patient 20 or older?" hint="Age on the day" options={yesNo} />,
    );
    const group = screen.getByRole('group', { name: 'Is the patient 20 or older?' });
    expect(group).toHaveAccessibleDescription('Age on the day');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveAccessibleDescription('You can still book a visit.');
  });

  it('gives the first option the group id so an error summary can link to it', () => {
    render(<Radios name="answer" legend="Answer" options={yesNo} />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('id', 'answer');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveAttribute('id', 'answer-2');
  });

  it('shows the error for the group and marks the options invalid', () => {
    render(<Radios name="answer" legend="Answer" options={yesNo} error="This is a required field" />);
    expect(screen.getByRole('group', { name: 'Answer' })).toHaveAccessibleDescription(
      'Error: This is a required field',
    );
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('works with react-hook-form register', async () => {
    const onSubmit = vi.fn();
    render(<AnswerForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ answer: 'No' }, expect.anything());
  });
});

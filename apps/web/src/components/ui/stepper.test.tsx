import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';

const steps = [
  { id: 'patientDetails', label: 'Patient Details' },
  { id: 'insurance', label: 'Insurance' },
  { id: 'generalConsent', label: 'Consent' },
];

describe('Stepper', () => {
  it("shows an 'N of M' counter and marks the current step", () => {
    render(<Stepper steps={steps} currentIndex={1} />);
    expect(screen.getByText(/of 3/)).toHaveTextContent('Step 2 of 3');
    expect(screen.getByText('Insurance').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('lets completed steps be revisited, but not upcoming ones', async () => {
    const onStepSelect = vi.fn();
    render(<Stepper steps={steps} currentIndex={1} onStepSelect={onStepSelect} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Patient Details (completed)' }));
    expect(onStepSelect).toHaveBeenCalledWith(0);
  });

  it('allows going forward again to steps completed earlier', () => {
    render(<Stepper steps={steps} currentIndex={0} completedCount={3} onStepSelect={() => {}} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Insurance (completed)',
      'Consent (completed)',
    ]);
  });

  it('can hide the counter', () => {
    render(<Stepper steps={steps} currentIndex={0} hideCounter />);
    expect(screen.queryByText(/of 3/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toBeInTheDocument();
  });
});

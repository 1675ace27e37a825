import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from './modal';

function TravelVaccinesExample() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Find Appointment
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Need Travel Preparations?"
        actions={
          <>
            <button type="button">Add Travel Vaccines</button>
            <button type="button" onClick={() => setOpen(false)}>
              No
            </button>
          </>
        }
      >
        <p>We can add a travel vaccines consultation.</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a labelled dialog and moves focus into it', async () => {
    render(<TravelVaccinesExample />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Find Appointment' }));
    const dialog = screen.getByRole('dialog', { name: 'Need Travel Preparations?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<TravelVaccinesExample />);
    await userEvent.click(screen.getByRole('button', { name: 'Find Appointment' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add Travel Vaccines' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    render(<TravelVaccinesExample />);
    const opener = screen.getByRole('button', { name: 'Find Appointment' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('returns focus after closing from one of its buttons', async () => {
    render(<TravelVaccinesExample />);
    const opener = screen.getByRole('button', { name: 'Find Appointment' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

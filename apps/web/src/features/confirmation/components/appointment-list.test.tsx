import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderOnly, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { appointmentListEntries } from '@/features/confirmation/model/appointment-entries';
import { firstAppointment, followupAppointment } from '@/features/confirmation/test/confirmation-fixtures';
import { createTestQueryClient } from '@/test/render-route';
import { AppointmentList } from './appointment-list';

// Services are named from the content service's directory words.
const render = (ui: ReactElement) =>
  renderOnly(<QueryClientProvider client={createTestQueryClient()}>{ui}</QueryClientProvider>);

const threeVaccines = {
  ...firstAppointment,
  services: [
    { id: 101, name: 'Flu Vaccine', isVaccine: true, isAvailable: true },
    { id: 107, name: 'Hepatitis B Vaccine Dose 1', isVaccine: true, isAvailable: true },
    { id: 105, name: 'Shingles Vaccine Dose 1', isVaccine: true, isAvailable: true },
  ],
};

describe('appointment list', () => {
  it('shows up to two entries without a toggle, in the provider time zone', () => {
    render(<AppointmentList entries={appointmentListEntries(firstAppointment, followupAppointment)} showOrdinals />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1st Appointment');
    expect(items[0]).toHaveTextContent('Shingles Vaccine Dose 1');
    expect(items[0]).toHaveTextContent('Monday, November 23, 2026');
    expect(items[0]).toHaveTextContent('2:00 PM ET');
    expect(items[1]).toHaveTextContent('2nd Appointment');
    expect(items[1]).toHaveTextContent('Friday, January 22, 2027');
    expect(screen.queryByRole('button', { name: 'Show More' })).not.toBeInTheDocument();
  });

  it('shows two of more entries until Show More, and folds them again with Show Less', async () => {
    const entries = appointmentListEntries(threeVaccines, followupAppointment);
    render(<AppointmentList entries={entries} showOrdinals />);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);

    const more = screen.getByRole('button', { name: 'Show More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', screen.getByRole('list').id);
    await userEvent.click(more);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);

    const less = screen.getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('puts an appointment’s actions on its first line only and leaves out ordinals without a follow-up', () => {
    render(
      <AppointmentList
        entries={appointmentListEntries(threeVaccines)}
        showOrdinals={false}
        renderActions={(entry) => <button type="button">{`Add ${entry.serviceName}`}</button>}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Add / })).toHaveLength(1);
    expect(screen.queryByText('1st Appointment')).not.toBeInTheDocument();
  });
});

import type { AppointmentDetails } from '@hs/contracts';
import { type DetailRow, DetailsList } from '@/components/ui/details-list';
import { DirectoryText } from '@/components/ui/directory-text';
import { CANCEL_PAGE_TEXTS } from '@/features/cancel/model/cancel-page-messages';
import { formatAppointmentTime } from '@/lib/appointments/appointment-time';

type Slot = Pick<AppointmentDetails, 'timestamp' | 'timezone' | 'services'>;

/** When, where and what: everything the link may show, and nothing about the patient. */
export function AppointmentOverview({ slot, where }: { slot: Slot; where: string }) {
  const rows: DetailRow[] = [
    [CANCEL_PAGE_TEXTS.when, formatAppointmentTime(slot.timestamp, slot.timezone)],
    [CANCEL_PAGE_TEXTS.where, <span translate="no">{where}</span>],
    [
      slot.services.length > 1 ? CANCEL_PAGE_TEXTS.services : CANCEL_PAGE_TEXTS.service,
      <DirectoryText words={slot.services.map((service) => service.name)} />,
    ],
  ];
  return <DetailsList rows={rows} />;
}

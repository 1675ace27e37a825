import type { WaitlistEntry } from '@hs/contracts';
import type { EntryRow } from './entries.repository.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** What the patient's pages are told of an entry: its state and dates, never the contact. */
export const entryView = (row: EntryRow): WaitlistEntry => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  channel: row.channel,
  codeExpiresAt: row.status === 'pending' ? iso(row.codeExpiresAt) : null,
  windowFrom: row.windowFrom,
  windowTo: row.windowTo,
  lapsesAt: row.lapsesAt.toISOString(),
});

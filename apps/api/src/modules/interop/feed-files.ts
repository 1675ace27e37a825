/**
 * The files of the open availability feed: for each state with a clinic taking bookings online, its Locations,
 * its Schedules and its Slots, each an NDJSON file named after its kind and state (`slots-OH.ndjson`).
 */

export const FEED_FILE_KINDS = ['locations', 'schedules', 'slots'] as const;
export type FeedFileKind = (typeof FEED_FILE_KINDS)[number];

/** The resource type each kind of file holds, as the manifest names it. */
export const RESOURCE_TYPE_OF: Record<FeedFileKind, 'Location' | 'Schedule' | 'Slot'> = {
  locations: 'Location',
  schedules: 'Schedule',
  slots: 'Slot',
};

export interface FeedFile {
  kind: FeedFileKind;
  state: string;
}

export const feedFileName = (file: FeedFile) => `${file.kind}-${file.state}.ndjson`;

const FILE_NAME = /^(locations|schedules|slots)-([A-Z]{2})\.ndjson$/;

/** The file a name stands for, or null when no file could have it (whether its state has clinics is not known here). */
export function parseFeedFileName(name: string): FeedFile | null {
  const match = FILE_NAME.exec(name);
  return match ? { kind: match[1] as FeedFileKind, state: match[2]! } : null;
}

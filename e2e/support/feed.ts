import { BulkPublishManifestSchema, bulkPublishPath } from '@hs/contracts';

/** What a journey reads of a FHIR Slot line. */
export interface Slot {
  id: string;
  schedule: { reference: string };
  status: 'free' | 'busy';
  start: string;
  end: string;
  extension?: { url: string; valueUrl?: string; valueString?: string; valueInteger?: number }[];
}

/**
 * The open availability feed as a slot finder reads it: the manifest, then a state's Slot file line by line,
 * stopping at the first Slot wanted, as a client that parses while it downloads would (a state's file is large).
 */

/** The Slots of a state's file until `wanted` says stop; the download is cut there. */
export async function readSlots(
  baseURL: string,
  state: string,
  wanted: (slot: Slot) => boolean,
): Promise<Slot | undefined> {
  const manifest = BulkPublishManifestSchema.parse(await (await fetch(`${baseURL}${bulkPublishPath}`)).json());
  const file = manifest.output.find((output) => output.type === 'Slot' && output.extension.state.includes(state));
  if (!file) throw new Error(`The feed has no Slot file for ${state}.`);
  const response = await fetch(`${baseURL}${new URL(file.url).pathname}`);
  if (!response.ok || !response.body) throw new Error(`${file.url}: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return undefined;
      const lines = (rest + value).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const slot = JSON.parse(line) as Slot;
        if (wanted(slot)) return slot;
      }
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

export const bookingLinkOf = (slot: Slot) =>
  slot.extension?.find((extension) => extension.url.endsWith('/booking-deep-link'))?.valueUrl;

/**
 * What a slot finder sends its visitor to: the booking link with its `source` and `booking-referral` added to
 * whatever query the link has, as SMART Scheduling Links tells finders to.
 */
export function referredLink(link: string, source: string, bookingReferral: string): string {
  const url = new URL(link);
  url.searchParams.set('source', source);
  url.searchParams.set('booking-referral', bookingReferral);
  return `${url.pathname}${url.search}`;
}

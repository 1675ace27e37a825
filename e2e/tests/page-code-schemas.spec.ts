import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * What a page's own code evaluates, read off the build the journeys run against: a schema that only checks an
 * answer loads with the call that brings the answer, so its construction is not part of the page's start
 * (decision 033). Each marker is a message that survives minification and that only the code it names holds.
 */

const dist = new URL('../../apps/web/dist/', import.meta.url);

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const chunkText = (chunk: ManifestChunk) => readFileSync(new URL(chunk.file, dist), 'utf8');

const MARKERS = {
  zod: 'Encountered Promise during synchronous parse',
  appointmentsContract: 'Input must be a date-time with an offset.',
  patientFormContentSchemas: 'minSelections cannot exceed maxSelections.',
} as const;

/** The chunks a page's module evaluates with it: its own and everything it imports statically, transitively. */
function pageCode(source: string): ManifestChunk[] {
  const key = Object.keys(manifest).find((id) => id.endsWith(source));
  if (!key) throw new Error(`The build has no chunk for ${source}.`);
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of manifest[id]?.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen].map((id) => manifest[id] as ManifestChunk);
}

const holding = (chunks: ManifestChunk[], marker: string) =>
  chunks.filter((chunk) => chunkText(chunk).includes(marker)).map((chunk) => chunk.file);

test('every marker is found in the build, so its absence from a page means something', () => {
  const everything = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
  for (const marker of Object.values(MARKERS)) expect(holding(everything, marker), marker).not.toEqual([]);
});

test('the results and confirmation pages evaluate no zod with their own code', () => {
  for (const page of ['features/results/results-page.tsx', 'features/confirmation/confirmation-page.tsx']) {
    expect(holding(pageCode(page), MARKERS.zod), page).toEqual([]);
  }
});

test("the patient form evaluates neither the booking contract nor its content's schemas with its own code", () => {
  const chunks = pageCode('features/schedule/schedule-page.tsx');
  expect(holding(chunks, MARKERS.appointmentsContract)).toEqual([]);
  expect(holding(chunks, MARKERS.patientFormContentSchemas)).toEqual([]);
});

import { readFileSync } from 'node:fs';
import { webRoutes } from '@hs/contracts';
import { expect, test } from '@playwright/test';
import { RESULTS_PATH } from '../support/first-screen-pages.js';

/**
 * What the production build carries, read off the build the journeys run against (decision 046):
 * answers from our own API, content included, are typed, not checked, so no response schema and no answer check
 * is in it; pages whose only checks were of answers evaluate no zod with their code, and in the browser load no
 * content schema and no zod at all. Each marker is a message that survives minification and that only the code
 * it names holds.
 */

const dist = new URL('../../apps/web/dist/', import.meta.url);

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const chunkText = (chunk: ManifestChunk) => readFileSync(new URL(chunk.file, dist), 'utf8');
const builtScripts = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));

const MARKERS = {
  zod: 'Encountered Promise during synchronous parse',
  patientFormContentSchemas: 'minSelections cannot exceed maxSelections.',
} as const;
/** The API client's failure for an answer that breaks its contract, which only development and tests check. */
const ANSWER_CHECK = 'breaks its contract';

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
  for (const marker of Object.values(MARKERS)) expect(holding(builtScripts, marker), marker).not.toEqual([]);
});

test("the build carries neither the API client's answer check nor the table of answer schemas", () => {
  const client = readFileSync(new URL('../../apps/web/src/lib/api/api-client.ts', import.meta.url), 'utf8');
  expect(client, 'the check this test looks for').toContain(ANSWER_CHECK);
  expect(holding(builtScripts, ANSWER_CHECK)).toEqual([]);
  expect(Object.values(manifest).filter((chunk) => chunk.src?.includes('contracts/src/responses'))).toEqual([]);
});

test('pages that check no form input with their code evaluate no zod with it', () => {
  for (const page of [
    'features/search/search-page.tsx',
    'features/results/results-page.tsx',
    'features/confirmation/confirmation-page.tsx',
    'features/locator/clinic-details-page.tsx',
    'features/locator/clinic-locations-page.tsx',
    'features/manage/manage-page.tsx',
  ]) {
    expect(holding(pageCode(page), MARKERS.zod), page).toEqual([]);
  }
});

test("the patient form evaluates none of its content's schemas with its own code", () => {
  expect(holding(pageCode('features/schedule/schedule-page.tsx'), MARKERS.patientFormContentSchemas)).toEqual([]);
});

/** The chunks of content schemas and of zod, which only development checks content with. */
const contentCheckFiles = new Set(
  Object.entries(manifest)
    .filter(([id]) => id.includes('packages/content/src/schemas/') || id.includes('node_modules/zod/'))
    .map(([, chunk]) => `/${chunk.file}`),
);
contentCheckFiles.add(`/${Object.values(manifest).find((chunk) => chunk.file.includes('/zod-'))?.file}`);

test('pages without a form to check load no content schema and no zod, whatever content they read', async ({
  page,
}) => {
  expect(contentCheckFiles.size).toBeGreaterThan(10);
  const loaded: string[] = [];
  const contentRead: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/content/') && response.ok()) contentRead.push(pathname);
  });
  for (const path of [webRoutes.main, RESULTS_PATH, webRoutes.manage, webRoutes.clinicLocations]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(contentRead.length).toBeGreaterThan(3);
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.filter((file) => contentCheckFiles.has(file))).toEqual([]);
});

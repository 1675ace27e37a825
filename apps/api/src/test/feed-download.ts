import { type BulkPublishManifest, BulkPublishManifestSchema, bulkPublishPath } from '@hs/contracts';
import type { Resource } from '@medplum/fhirtypes';
import { expect } from 'vitest';
import type { TestApp } from './app.js';
import type { Publication } from './smart-conformance.js';

/** What a feed client downloads from the app in tests: the manifest, then files by their absolute URLs. */

export async function fetchManifest(t: Pick<TestApp, 'app'>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: bulkPublishPath, headers });
  expect(response.statusCode, response.body).toBe(200);
  return { response, manifest: BulkPublishManifestSchema.parse(response.json()) };
}

/** The path and query of one of the feed's absolute URLs, as the app is asked for it. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export async function fetchFile(t: Pick<TestApp, 'app'>, url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url: pathOf(url), headers });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response;
}

/** The manifest cut down to the files of some states, and those files downloaded. */
export async function downloadStates(
  t: Pick<TestApp, 'app'>,
  manifestUrl: string,
  manifest: BulkPublishManifest,
  states: readonly string[],
): Promise<Publication & { resources: Resource[] }> {
  const output = manifest.output.filter((file) => file.extension.state.every((state) => states.includes(state)));
  const files = new Map<string, string>();
  for (const file of output) files.set(file.url, (await fetchFile(t, file.url)).body);
  const resources = [...files.values()].flatMap((body) =>
    body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Resource),
  );
  return { manifestUrl, manifest: { ...manifest, output }, files, resources };
}

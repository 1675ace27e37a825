import { describe, expect, it } from 'vitest';
import { schedulerDocument } from './documents/scheduler.js';
import { bundledContent, bundledDocumentEntries, bundledDocuments, checkBundledContent } from './index.js';
import { CONTENT_SEGMENT_MAX_LENGTH, contentKey } from './registry.js';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

describe('bundled content objects', () => {
  it.each(bundledContent.map((entry) => [contentKey(entry), entry] as const))(
    '%s parses with its schema',
    async (_, entry) => {
      expect((await entry.loadZod()).safeParse(entry.data).success).toBe(true);
    },
  );

  it('passes the check the API runs before seeding', async () => {
    await expect(checkBundledContent(bundledContent)).resolves.toBe(bundledContent);
    await expect(checkBundledContent(bundledDocumentEntries)).resolves.toBe(bundledDocumentEntries);
  });

  it('names the object and the field when bundled data does not follow its schema', async () => {
    const [first] = bundledContent;
    const broken = { ...first!, data: { title: 1 } };
    await expect(checkBundledContent([broken])).rejects.toThrow(/scheduler-texts\/1\.0\.0\/scheduler\/texts.*title/);
  });

  it.each(bundledContent.map((entry) => [contentKey(entry), entry] as const))(
    '%s survives a JSON round trip through the store unchanged',
    async (_, entry) => {
      const stored = JSON.parse(JSON.stringify(entry.data));
      expect(stored).toEqual(entry.data);
      expect((await entry.loadZod()).parse(stored)).toEqual(entry.data);
    },
  );

  it('has unique addresses', () => {
    const keys = bundledContent.map(contentKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses plain identifier segments the API accepts', () => {
    for (const entry of bundledContent) {
      for (const segment of [entry.schema, entry.version, entry.dir, entry.name]) {
        expect(segment).toMatch(SEGMENT);
        expect(segment.length).toBeLessThanOrEqual(CONTENT_SEGMENT_MAX_LENGTH);
      }
    }
  });

  it('versions every object with a semantic version', () => {
    for (const entry of bundledContent) expect(entry.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('holds no maps key: the maps draw from the bundled atlas and call no maps service (decision 016)', () => {
    expect(bundledContent.map(contentKey).filter((key) => key.includes('map-key'))).toEqual([]);
  });
});

describe('bundled content documents', () => {
  it('has unique kind and id pairs with plain identifier ids', () => {
    const keys = bundledDocuments.map((doc) => `${doc.kind}/${doc.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const doc of bundledDocuments) expect(doc.id).toMatch(SEGMENT);
  });

  it('stores documents without their schema', () => {
    for (const doc of bundledDocuments) expect(Object.keys(doc).sort()).toEqual(['data', 'id', 'kind']);
  });

  it('serves the scheduler text collection with its texts and search-form messages', async () => {
    const stored = bundledDocuments.find((doc) => doc.kind === 'textcollection' && doc.id === 'scheduler');
    expect(stored).toBeDefined();
    const parsed = (await schedulerDocument.loadZod()).parse(JSON.parse(JSON.stringify(stored?.data)));
    expect(parsed.title).toBe('Schedule an Appointment');
    expect(parsed.schedulerUrl).toBe('/health-services/scheduler');
    expect(parsed.searchForm.messages.requiredFieldsBanner).toBe('Please fill out all required fields to continue');
  });
});

import { describe, expect, it } from 'vitest';
import { schedulerDocument } from './documents/scheduler.js';
import { bundledContent, bundledDocuments } from './index.js';
import { CONTENT_SEGMENT_MAX_LENGTH, contentKey } from './registry.js';

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

describe('bundled content objects', () => {
  it.each(bundledContent.map((entry) => [contentKey(entry), entry] as const))(
    '%s parses with its schema',
    (_, entry) => {
      expect(entry.zod.safeParse(entry.data).success).toBe(true);
    },
  );

  it.each(bundledContent.map((entry) => [contentKey(entry), entry] as const))(
    '%s survives a JSON round trip through the store unchanged',
    (_, entry) => {
      const stored = JSON.parse(JSON.stringify(entry.data));
      expect(stored).toEqual(entry.data);
      expect(entry.zod.parse(stored)).toEqual(entry.data);
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

  it('serves the scheduler text collection with its texts and search-form messages', () => {
    const stored = bundledDocuments.find((doc) => doc.kind === 'textcollection' && doc.id === 'scheduler');
    expect(stored).toBeDefined();
    const parsed = schedulerDocument.zod.parse(JSON.parse(JSON.stringify(stored?.data)));
    expect(parsed.title).toBe('Schedule an Appointment');
    expect(parsed.schedulerUrl).toBe('/health-services/scheduler');
    expect(parsed.searchForm.messages.requiredFieldsBanner).toBe('Please fill out all required fields to continue');
  });
});

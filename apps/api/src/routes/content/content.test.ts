import { type BundledContent, bundledContent, contentKey, schedulerConfig, schedulerDocument } from '@hs/content';
import { ContentObjectResponseSchema, contentObjectUrl, ErrorBodySchema } from '@hs/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentDocuments, contentObjects } from '#api/db/schema.js';
import { createTestApp, type TestApp } from '#api/test/app.js';
import { storeContent } from '#api/test/content-store.js';

const objects = bundledContent.map((entry) => [contentKey(entry), entry] as const);

describe('content objects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
  });
  afterAll(() => t.close());

  const read = (method: 'GET' | 'POST', entry: BundledContent) =>
    t.app.inject({ method, url: contentObjectUrl(entry) });

  it.each(objects)('GET %s answers the bundled data with its schema name and version', async (_, entry) => {
    const response = await read('GET', entry);
    expect(response.statusCode).toBe(200);
    const body = ContentObjectResponseSchema.parse(response.json());
    expect(body).toEqual({ schema: { name: entry.schema, version: entry.version }, data: entry.data });
    expect((await entry.loadZod()).parse(body.data)).toEqual(entry.data);
  });

  it.each(objects)('POST %s answers the same as GET', async (_, entry) => {
    const [get, post] = [await read('GET', entry), await read('POST', entry)];
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual(get.json());
  });

  it('lets caches keep an object for a short while', async () => {
    const response = await read('GET', schedulerConfig);
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it.each([
    ['an unknown object', '/content/v2/objects/scheduler-config/1.0.0/scheduler/nothing.json'],
    ['an unknown version', '/content/v2/objects/scheduler-config/9.9.9/scheduler/config.json'],
    ['an object in another folder', '/content/v2/objects/scheduler-config/1.0.0/toggles/config.json'],
  ])('answers %s with a JSON 404', async (_, url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      const body = ErrorBodySchema.parse(response.json());
      expect(body.errors[0]?.status).toBe(404);
    }
  });

  const hostile = [
    ['an encoded parent path', '/content/v2/objects/scheduler-config/1.0.0/..%2F..%2F..%2Fetc/passwd.json'],
    ['a parent segment', '/content/v2/objects/scheduler-config/1.0.0/../config.json'],
    ['encoded dots', '/content/v2/objects/%2e%2e/1.0.0/scheduler/config.json'],
    ['a hidden file name', '/content/v2/objects/scheduler-config/1.0.0/scheduler/.env.json'],
    ['a very long name', `/content/v2/objects/scheduler-config/1.0.0/scheduler/${'a'.repeat(101)}.json`],
    ['a huge name', `/content/v2/objects/scheduler-config/1.0.0/scheduler/${'a'.repeat(5000)}.json`],
    ['a unicode name', '/content/v2/objects/scheduler-config/1.0.0/scheduler/caf%C3%A9.json'],
    ['an emoji folder', '/content/v2/objects/scheduler-config/1.0.0/%F0%9F%92%8A/config.json'],
    ['a right-to-left override', '/content/v2/objects/scheduler-config/1.0.0/scheduler/%E2%80%AEgifnoc.json'],
    ['a NUL byte', '/content/v2/objects/scheduler-config/1.0.0/scheduler/config%00.json'],
    ['a broken escape', '/content/v2/objects/scheduler-config/1.0.0/scheduler/%E0%A4%A.json'],
    ['a quote and a space', "/content/v2/objects/scheduler-config/1.0.0/scheduler/x'%20or%201=1.json"],
    ['an empty name', '/content/v2/objects/scheduler-config/1.0.0/scheduler/.json'],
    ['a backslash', '/content/v2/objects/scheduler-config/1.0.0/scheduler/..%5Cconfig.json'],
    ['an encoded document id', '/content/textcollection/1.0.0/..%2Fscheduler.json'],
    ['an unknown document kind', '/content/secrets/1.0.0/scheduler.json'],
    ['a unicode document id', '/content/page/1.0.0/%E2%80%8Bscheduler.json'],
  ] as const;

  it.each(hostile)('answers %s with 400 or 404 and never a server error', async (_, url) => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url });
      expect([400, 404]).toContain(response.statusCode);
      const body = ErrorBodySchema.parse(response.json());
      expect(body.errors[0]?.status).toBe(response.statusCode);
      expect(response.body).not.toMatch(/stack|select|pglite|postgres/i);
    }
  });
});

describe('what the content service serves is checked first (decision 046)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
  });
  afterEach(async () => {
    await storeContent(t.database.db, schedulerConfig, schedulerConfig.data);
    await t.database.db
      .update(contentDocuments)
      .set({ data: schedulerDocument.data })
      .where(and(eq(contentDocuments.kind, 'textcollection'), eq(contentDocuments.id, 'scheduler')));
  });
  afterAll(() => t.close());

  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;

  it('serves an edited object as stored when it passes its schema', async () => {
    const edited = { ...schedulerConfig.data, groupOrdering: !schedulerConfig.data.groupOrdering };
    await storeContent(t.database.db, schedulerConfig, edited);
    expect(await served(contentObjectUrl(schedulerConfig))).toEqual(edited);
  });

  it('serves the bundled copy, and says so in the log, when the stored object fails its schema', async () => {
    await storeContent(t.database.db, schedulerConfig, { ...schedulerConfig.data, categories: 'none' });
    expect(await served(contentObjectUrl(schedulerConfig))).toEqual(schedulerConfig.data);
    expect(t.logs().some((line) => line.includes(contentKey(schedulerConfig)) && line.includes('bundled copy'))).toBe(
      true,
    );
  });

  it('serves the bundled text collection when the stored one fails its schema', async () => {
    await t.database.db
      .update(contentDocuments)
      .set({ data: { topMessage: 42 } })
      .where(and(eq(contentDocuments.kind, 'textcollection'), eq(contentDocuments.id, 'scheduler')));
    expect(await served('/content/textcollection/1.0.0/scheduler.json')).toEqual(schedulerDocument.data);
  });

  it('answers 404 for a stored object the app has no schema for', async () => {
    const stray = { schema: 'scheduler-config', version: '1.0.0', dir: 'scheduler', name: 'stray' };
    await t.database.db.insert(contentObjects).values({ ...stray, data: { anything: true } });
    const response = await t.app.inject({ method: 'GET', url: contentObjectUrl(stray) });
    expect(response.statusCode).toBe(404);
  });
});

describe('content documents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ variant: 'empty' });
  });
  afterAll(() => t.close());

  it('serves the scheduler text collection', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/content/textcollection/1.0.0/scheduler.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 'scheduler', data: schedulerDocument.data });
    expect((await schedulerDocument.loadZod()).parse(response.json().data)).toEqual(schedulerDocument.data);
  });

  it('keeps text collections and pages apart', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/content/page/1.0.0/scheduler.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ status: 404 });
  });

  it('answers an unknown document with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/content/textcollection/1.0.0/nothing.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ status: 404 });
  });
});

describe('scheduler configuration and the service catalog', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('configures every category the catalog offers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/appointment-management/v1/services?filter.businessNames=${schedulerConfig.data.filter.businessNames.join(',')}`,
    });
    expect(response.statusCode).toBe(200);
    const services: { category: string }[] = response.json().data.services;
    const catalogCategories = new Set(services.map((service) => service.category));
    expect(catalogCategories.size).toBeGreaterThan(0);
    const configured = schedulerConfig.data.categories.map((config) => config.category);
    expect([...catalogCategories].sort()).toEqual([...configured].sort());
  });
});

import type { z } from 'zod';

/** Where a content object lives: /content/v2/objects/{schema}/{version}/{dir}/{name}.json */
export interface ContentAddress {
  schema: string;
  version: string;
  dir: string;
  name: string;
}

/**
 * What reading a content object takes: its address, the bundled copy, and its zod schema, which may be
 * loaded only when live data has to be checked. The first screen shows its bundled copies without zod.
 */
export interface BundledContent<T = unknown> extends ContentAddress {
  data: T;
  loadZod: () => Promise<z.ZodType<T>>;
}

/** A bundled content object: its address, the zod schema its data follows, and the data itself. */
export interface ContentEntry<T = unknown> extends BundledContent<T> {
  zod: z.ZodType<T>;
}

/**
 * Address segments and document ids are plain identifiers (the API accepts nothing else), so a bundled
 * object can always be served and a path can never reach outside the content store.
 */
export const CONTENT_SEGMENT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const CONTENT_SEGMENT_MAX_LENGTH = 100;

export const isContentSegment = (value: string): boolean =>
  value.length <= CONTENT_SEGMENT_MAX_LENGTH && CONTENT_SEGMENT_PATTERN.test(value);

function assertSegments(label: string, segments: readonly string[]): void {
  const bad = segments.find((segment) => !isContentSegment(segment));
  if (bad !== undefined) throw new Error(`Content ${label} has an invalid segment: "${bad}"`);
}

export const contentKey = (a: ContentAddress): string => `${a.schema}/${a.version}/${a.dir}/${a.name}`;

/** Defines a bundled object; the data is checked against its schema when the module loads. */
export function defineContent<T>(address: ContentAddress, zod: z.ZodType<T>, data: T): ContentEntry<T> {
  const { schema, version, dir, name } = address;
  assertSegments(contentKey(address), [schema, version, dir, name]);
  return { schema, version, dir, name, zod, loadZod: () => Promise.resolve(zod), data: zod.parse(data) };
}

export type ContentDocumentKind = 'textcollection' | 'page';

/** A text collection or page as the store holds it: /content/{kind}/1.0.0/{id}.json */
export interface ContentDocument {
  kind: ContentDocumentKind;
  id: string;
  data: Record<string, unknown>;
}

/** A document as reading it takes: the bundled copy and its zod schema, loaded when live data needs it. */
export interface BundledDocument<T extends Record<string, unknown> = Record<string, unknown>> extends ContentDocument {
  data: T;
  loadZod: () => Promise<z.ZodType<T>>;
}

/** A bundled document together with the zod schema its data follows. */
export interface ContentDocumentEntry<T extends Record<string, unknown> = Record<string, unknown>>
  extends BundledDocument<T> {
  zod: z.ZodType<T>;
}

export function defineDocument<T extends Record<string, unknown>>(
  kind: ContentDocumentKind,
  id: string,
  zod: z.ZodType<T>,
  data: T,
): ContentDocumentEntry<T> {
  assertSegments(`${kind}/${id}`, [id]);
  return { kind, id, zod, loadZod: () => Promise.resolve(zod), data: zod.parse(data) };
}

/** The stored form of a document: only what the store keeps, without its schema. */
export const toStoredDocument = ({ kind, id, data }: ContentDocument): ContentDocument => ({ kind, id, data });

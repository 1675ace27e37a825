import type { z } from 'zod';

/** Where a content object lives: /content/v2/objects/{schema}/{version}/{dir}/{name}.json */
export interface ContentAddress {
  schema: string;
  version: string;
  dir: string;
  name: string;
}

/** Loads the zod schema a content object's data follows; schemas live apart from the data, with zod. */
export type SchemaLoader<T> = () => Promise<z.ZodType<T>>;

/**
 * A bundled content object: its address, its data, and how to load its schema. The data is plain: it is
 * checked against the schema by the tests and by the API when it seeds its store, and live data is checked
 * when it arrives, so nothing that only shows bundled data has to load zod.
 */
export interface BundledContent<T = unknown> extends ContentAddress {
  data: T;
  loadZod: SchemaLoader<T>;
  /** The languages it has a variant in besides English (`defineVariant`); content without words has none. */
  languages?: readonly ContentLanguage[];
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

/** Defines a bundled object; its address is checked at once, its data against the schema where zod is at hand. */
export function defineContent<T>(
  address: ContentAddress,
  loadZod: SchemaLoader<T>,
  data: T,
  languages?: readonly ContentLanguage[],
): BundledContent<T> {
  const { schema, version, dir, name } = address;
  assertSegments(contentKey(address), [schema, version, dir, name]);
  return { schema, version, dir, name, loadZod, data, ...(languages ? { languages } : {}) };
}

export type ContentDocumentKind = 'textcollection' | 'page';

/** A text collection or page as the store holds it: /content/{kind}/1.0.0/{id}.json */
export interface ContentDocument {
  kind: ContentDocumentKind;
  id: string;
  data: Record<string, unknown>;
}

/** A bundled text collection or page: its data and how to load the schema live data must follow. */
export interface BundledDocument<T extends Record<string, unknown> = Record<string, unknown>> extends ContentDocument {
  data: T;
  loadZod: SchemaLoader<T>;
  /** The languages it has a variant in besides English (`defineDocumentVariant`). */
  languages?: readonly ContentLanguage[];
}

export function defineDocument<T extends Record<string, unknown>>(
  kind: ContentDocumentKind,
  id: string,
  loadZod: SchemaLoader<T>,
  data: T,
  languages?: readonly ContentLanguage[],
): BundledDocument<T> {
  assertSegments(`${kind}/${id}`, [id]);
  return { kind, id, loadZod, data, ...(languages ? { languages } : {}) };
}

/** The stored form of a document: only what the store keeps, without its schema. */
export const toStoredDocument = ({ kind, id, data }: ContentDocument): ContentDocument => ({ kind, id, data });

/** The languages content objects have variants in besides English, the language of the bundled originals. */
export type ContentLanguage = 'es';

/** Where a content object or document's variant in `language` lives: its name or id, with the language after a dot. */
export const variantName = (name: string, language: ContentLanguage): string => `${name}.${language}`;

/**
 * A content object's variant in another language: an object of its own at `{name}.{language}`, with the original's
 * schema and version, served, stored and edited as any other (issue 32).
 */
export function defineVariant<T>(original: BundledContent<T>, language: ContentLanguage, data: T): BundledContent<T> {
  const { schema, version, dir, name } = original;
  return defineContent({ schema, version, dir, name: variantName(name, language) }, original.loadZod, data);
}

/** A text collection or page's variant in another language, at `{id}.{language}`. */
export function defineDocumentVariant<T extends Record<string, unknown>>(
  original: BundledDocument<T>,
  language: ContentLanguage,
  data: T,
): BundledDocument<T> {
  return defineDocument(original.kind, variantName(original.id, language), original.loadZod, data);
}

import { z } from 'zod';

/** Path segments are plain identifiers, so a path can never reach outside the content store. */
const segment = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, 'Input must be valid.');

export const ContentObjectParamsSchema = z.object({
  schema: segment,
  version: segment,
  dir: segment,
  name: segment,
});
export type ContentObjectParams = z.infer<typeof ContentObjectParamsSchema>;

export const ContentDocumentParamsSchema = z.object({
  kind: z.enum(['textcollection', 'page']),
  id: segment,
});

/** A content object is read as its data together with the schema name and version it follows. */
export const ContentObjectResponseSchema = z.object({
  schema: z.object({ name: z.string(), version: z.string() }),
  data: z.unknown(),
});
export type ContentObjectResponse = z.infer<typeof ContentObjectResponseSchema>;

export const ContentDocumentResponseSchema = z.object({ id: z.string(), data: z.unknown() });
export type ContentDocumentResponse = z.infer<typeof ContentDocumentResponseSchema>;

import { z } from 'zod';
import { DIRECTORY_VERSION, directorySchema } from './schema.js';

/**
 * The JSON Schema of a directory file, made from the schema the importer checks with, so the two cannot
 * drift; docs/directory.schema.json is this, and a test keeps it so. Checks across entries (unknown names,
 * duplicates, breaks outside hours) are beyond JSON Schema: the importer reports those.
 */
export function directoryJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(directorySchema, { io: 'input', target: 'draft-2020-12' }),
    $id: `https://thelocalclinic.example/schemas/directory-v${DIRECTORY_VERSION}.json`,
    title: `The Local Clinic chain directory, version ${DIRECTORY_VERSION}`,
  };
}

/** Where the schema is published; `npx tsx packages/directory/src/write-json-schema.ts` writes it. */
export const SCHEMA_DOC = new URL('../../../docs/directory.schema.json', import.meta.url);

export function jsonSchemaText(): string {
  return `${JSON.stringify(directoryJsonSchema(), null, 2)}\n`;
}

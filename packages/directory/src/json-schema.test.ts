import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonSchemaText, SCHEMA_DOC } from './json-schema.js';

describe('the published JSON Schema of the directory', () => {
  it('is the one made from the schema the importer checks with', () => {
    expect(readFileSync(SCHEMA_DOC, 'utf8'), 'run `npx tsx packages/directory/src/write-json-schema.ts`').toBe(
      jsonSchemaText(),
    );
  });
});

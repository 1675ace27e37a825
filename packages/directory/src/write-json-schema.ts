import { writeFileSync } from 'node:fs';
import { jsonSchemaText, SCHEMA_DOC } from './json-schema.js';

/** Run after a change to the format: publishes its JSON Schema in docs/ (json-schema.test.ts checks it is current). */
writeFileSync(SCHEMA_DOC, jsonSchemaText());

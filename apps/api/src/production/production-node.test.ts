import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_VERSION } from './production-node.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');

describe('the Node.js production runs', () => {
  const major = PRODUCTION_NODE_VERSION.split('.')[0];

  it('is the one the production checks fetch, the image is built on and .nvmrc names', () => {
    expect(read('.nvmrc').trim()).toBe(major);
    expect(read('Dockerfile')).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${major}-bookworm-slim$`, 'm'));
  });
});

import { defineContent } from '../registry.js';
import type { MapKey } from '../schemas/map-key.js';

export const mapKey = defineContent<MapKey>(
  { schema: 'map-key', version: '1.0.0', dir: 'locator', name: 'map-key' },
  () => import('../schemas/map-key.js').then((module) => module.MapKeySchema),
  { key: '' },
);

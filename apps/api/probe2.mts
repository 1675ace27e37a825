import { AvailabilityResponseSchema } from '@hs/contracts';
import { createTestApp } from './src/test/app.js';
import { searchNearby } from './src/modules/availability/availability.service.js';
import { PhysicalResultsQuerySchema } from '@hs/contracts';
const t = await createTestApp({});
const deps = { db: t.database.db, clock: t.clock };
const q = PhysicalResultsQuerySchema.parse({ 'filter.serviceIds': '29', 'filter.freeFormAddress': '45202', 'filter.radius': '50' });
for (let i = 0; i < 3; i++) {
  let s = performance.now(); const body = await searchNearby(deps, q); const a = performance.now() - s;
  s = performance.now(); AvailabilityResponseSchema.parse(body); const b = performance.now() - s;
  s = performance.now(); JSON.stringify(body); const c = performance.now() - s;
  console.log('service', a.toFixed(1), 'zod', b.toFixed(1), 'json', c.toFixed(1));
}
await t.close();

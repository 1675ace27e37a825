import { createTestApp } from './src/test/app.js';
import { findClinicsNear, findRequestContext, countClaims } from './src/modules/availability/availability.repository.js';
import { planProvider, claimSpan, availabilityOf, takenSeats } from './src/modules/availability/provider-availability.js';
const t = await createTestApp({});
const db = t.database.db; const now = t.clock.now();
for (let i = 0; i < 3; i++) {
  let s = performance.now(); await findRequestContext(db, { serviceIds: [29], now }); const a = performance.now() - s;
  s = performance.now(); const rows = await findClinicsNear(db, { latitude: 39.1, longitude: -84.5, radiusMiles: 50, limit: 50, businessNames: [], now }); const b = performance.now() - s;
  const visit = { serviceIds: [29], slotMinutes: 20, maxDaysAhead: 14, leadTimeDays: 0, isAvailable: true };
  s = performance.now(); const plans = rows.map((p) => planProvider(p, visit, { now })); const c = performance.now() - s;
  const span = claimSpan(plans, 20)!;
  s = performance.now(); const claims = await countClaims(db, { providerIds: rows.map((r) => r.id), ...span, now }); const d = performance.now() - s;
  s = performance.now(); const taken = takenSeats(claims); plans.map((p) => availabilityOf(p, visit, taken)); const e = performance.now() - s;
  console.log({ ctx: a.toFixed(1), near: b.toFixed(1), plan: c.toFixed(1), claims: d.toFixed(1), avail: e.toFixed(1) });
}
await t.close();

// `node --import tsx bench/analytics-flood.ts`: what one client can put in the analytics table. A server on its own
// embedded database with the default limits is sent the patient data the attacks of issue 28 stored, then flooded
// by one client for FLOOD_SECONDS (60) with full batches. Prints figures; asserts nothing.
import { ANALYTICS_LIMITS } from '@hs/contracts';
import { ANALYTICS_SCHEMA_VERSIONS } from '@hs/domain';
import { startServer } from './server-process.js';

const seconds = Number(process.env.FLOOD_SECONDS ?? 60);
const concurrency = Number(process.env.FLOOD_CONNECTIONS ?? 8);
const port = Number(process.env.FLOOD_PORT ?? 4391);

const event = (name: keyof typeof ANALYTICS_SCHEMA_VERSIONS, data: Record<string, unknown>) => ({
  name,
  schemaVersion: ANALYTICS_SCHEMA_VERSIONS[name],
  component: 'unified scheduler',
  isGuest: true,
  occurredAt: new Date().toISOString(),
  data: { step: 1, processStatus: 'idle', ...data },
});

const serviceError = (description: string, endpoint = 'no relevant value') =>
  event('customer-facing-service-error', { description, endpoint, code: -1 });
const constraint = (fieldName: string, rule = 'custom') =>
  event('user-constraint-error', { form: 'patientDetails', fieldName, rule });

/** Patient data of each kind the attacks stored, each where the contract of the time let it in. */
const HOSTILE: Record<string, object> = {
  'a name': constraint('Okonkwo'),
  'a street address': serviceError('100 Main Street, Cincinnati'),
  'an SSN': serviceError('SSN 123-45-6789'),
  'a member id': constraint('XYZ123456789'),
  'a diagnosis': constraint('diabetes', 'diabetes'),
  'a birth date in words': serviceError('born March third nineteen eighty'),
  'an appointment id with its code': serviceError('x', '/health-services/scheduler/cancel/9f8e7d6c5b4a3f2e/XK42QP'),
};

const server = await startServer({ DATA_DIR: 'memory://', RATE_LIMIT_PER_MINUTE: undefined }, port);
const post = (body: string) =>
  fetch(`${server.url}/analytics/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  }).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

try {
  for (const [what, hostile] of Object.entries(HOSTILE)) {
    const status = await post(JSON.stringify({ events: [hostile] }));
    console.log(`${what}: ${status === 202 ? 'stored' : `refused (${status})`}`);
  }

  const batch = JSON.stringify({
    events: Array.from({ length: ANALYTICS_LIMITS.maxEvents }, () =>
      event('navigate', { from: 'main', to: 'results' }),
    ),
  });
  const counts = new Map<number, number>();
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const status = await post(batch);
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }),
  );
  const accepted = counts.get(202) ?? 0;
  const perMinute = (n: number) => Math.round((n * 60) / seconds);
  console.log(
    `one client, ${seconds} s, batches of ${ANALYTICS_LIMITS.maxEvents}: ${perMinute(accepted * ANALYTICS_LIMITS.maxEvents)} rows a minute ` +
      `(${((perMinute(accepted) * batch.length) / 1e6).toFixed(2)} MB of events), answers ${JSON.stringify(Object.fromEntries(counts))}`,
  );
} finally {
  await server.stop();
}

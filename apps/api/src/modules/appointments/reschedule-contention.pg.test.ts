import { describe } from 'vitest';
import { rescheduleContentionSuite } from '#api/test/reschedule-contention-suite.js';

// Runs only against PostgreSQL (TEST_DATABASE_URL), where concurrent transactions really race for rows.
describe('reschedule contention on PostgreSQL', () => {
  rescheduleContentionSuite(100);
}, 180_000);

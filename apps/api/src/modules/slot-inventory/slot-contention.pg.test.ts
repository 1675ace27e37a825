import { describe } from 'vitest';
import { contentionSuite } from '#api/test/slot-contention-suite.js';

// Runs only against PostgreSQL (TEST_DATABASE_URL), where concurrent transactions really race for rows.
describe('slot contention on PostgreSQL', () => {
  contentionSuite(200, 5);
}, 180_000);

import { describe } from 'vitest';
import { rescheduleContentionSuite } from '#api/test/reschedule-contention-suite.js';

// PGlite runs one statement at a time, so this proves the move's logic rather than the row locking.
describe('reschedule contention on PGlite', () => {
  rescheduleContentionSuite(100);
}, 180_000);

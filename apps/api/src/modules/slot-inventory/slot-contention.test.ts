import { describe } from 'vitest';
import { contentionSuite } from '#api/test/slot-contention-suite.js';

// PGlite runs one statement at a time, so this proves the claim logic rather than the row locking.
describe('slot contention, a smaller burst', () => {
  contentionSuite(20, 2);
}, 120_000);

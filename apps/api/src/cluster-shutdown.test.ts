import { describe, expect, it } from 'vitest';
import { workerStoppedCleanly } from './cluster-shutdown.js';

describe('a worker stopped with the cluster', () => {
  it('stopped cleanly when its graceful shutdown exited 0', () => {
    expect(workerStoppedCleanly({ code: 0, signal: null }, 'SIGTERM')).toBe(true);
  });

  it('stopped cleanly when the stop signal ended it while it was still starting', () => {
    expect(workerStoppedCleanly({ code: null, signal: 'SIGTERM' }, 'SIGTERM')).toBe(true);
    expect(workerStoppedCleanly({ code: null, signal: 'SIGINT' }, 'SIGINT')).toBe(true);
  });

  it('did not when its shutdown failed, or another signal killed it', () => {
    expect(workerStoppedCleanly({ code: 1, signal: null }, 'SIGTERM')).toBe(false);
    expect(workerStoppedCleanly({ code: null, signal: 'SIGKILL' }, 'SIGTERM')).toBe(false);
    expect(workerStoppedCleanly({ code: null, signal: 'SIGINT' }, 'SIGTERM')).toBe(false);
  });
});

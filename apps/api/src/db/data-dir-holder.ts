import { randomUUID } from 'node:crypto';
import { closeSync, fstatSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** Who holds a data folder, as its lock file says: enough to name it in a refusal and to tell it from us. */
export interface Holder {
  /** Random per process: pids repeat across containers (each server is pid 1 in its own). */
  instance: string;
  host: string;
  pid: number;
  /**
   * The running kernel (Linux's boot id, the same in every container on one machine): a lock taken under the
   * same kernel is one the kernel enforces; one taken under another may not be visible here at all.
   */
  kernel: string;
  since: string;
}

function kernelId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return hostname();
  }
}

export function newHolder(): Holder {
  return {
    instance: randomUUID(),
    host: hostname(),
    pid: process.pid,
    kernel: kernelId(),
    since: new Date().toISOString(),
  };
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.instance === 'string' && typeof value.kernel === 'string' ? (value as Holder) : undefined;
  } catch {
    // Empty (released), half written, or a pid alone from before the file held a record.
    return undefined;
  }
}

/** What the lock file at `file` says now and when it was last touched, read through a fresh open. */
export interface LockFileState {
  holder: Holder | undefined;
  /** Compared between two reads, never with our clock: the holder's may differ. */
  heartbeat: string;
  inode: number;
}

/**
 * Reads through a fresh open (never through the holder's descriptor): on a network file system an open
 * fetches current attributes, where a cached stat could show an old heartbeat as one that never moves.
 */
export function readLockFile(file: string): LockFileState {
  const fd = openSync(file, 'r');
  try {
    const stat = fstatSync(fd);
    return {
      holder: parseHolder(readFileSync(fd, 'utf8')),
      heartbeat: `${stat.mtimeMs}:${stat.size}`,
      inode: stat.ino,
    };
  } finally {
    closeSync(fd);
  }
}

export function writeHolder(fd: number, holder: Holder | undefined): void {
  ftruncateSync(fd, 0);
  if (holder) writeSync(fd, `${JSON.stringify(holder)}\n`, 0);
}

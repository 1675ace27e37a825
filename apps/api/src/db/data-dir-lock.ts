import { closeSync, constants, fstatSync, fsyncSync, futimesSync, openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Holder, type LockFileState, newHolder, readLockFile, writeHolder } from './data-dir-holder.js';
import { ownerOnlyFolder } from './owner-only-folder.js';

export const LOCK_FILE = 'server.lock';
/** How often the holder touches the lock file; another kernel's holder counts as gone after three missed beats. */
export const HEARTBEAT_MS = 5_000;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder | undefined,
  ) {
    const who = holder ? ` (pid ${holder.pid} on ${holder.host})` : '';
    super(
      `Another server${who} is using the data folder ${dataDir}. Stop it first, or give this one ` +
        'another DATA_DIR. The embedded database belongs to one process at a time.',
    );
  }
}

/**
 * Loaded only for the embedded database: a deployment on PostgreSQL never needs this native addon, whose
 * prebuilt binaries cover glibc Linux, macOS and Windows but not, for one, Alpine's musl.
 */
const kernelLocks = () => import('fs-native-extensions');

export interface DataDirLock {
  release(): void;
}

export interface LockOptions {
  heartbeatMs?: number;
  /** Called when the folder turns out to be another's after all: the caller must stop using it at once. */
  onLost(reason: string): void;
}

/**
 * Takes the embedded database's data folder for this process's life. The lock is the kernel's (an exclusive
 * fcntl lock on DATA_DIR/server.lock, which the kernel drops when the process dies however it dies), so it holds
 * across PID namespaces, where every container's server is pid 1, and a crashed holder's lock is free at once.
 * The file names its holder (a random instance id, host, pid, kernel) and its modification time is a heartbeat,
 * for the one case the kernel cannot see: a holder under another kernel (another machine or VM on a shared file
 * system whose locks may not reach us). Such a holder is waited out until its heartbeat has stopped, and a holder
 * checks on every beat that the file still names it. Throws DataDirLockedError while another holds the folder.
 */
export async function lockDataDir(dataDir: string, options: LockOptions): Promise<DataDirLock> {
  const { tryLock } = await kernelLocks();
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  ownerOnlyFolder(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  // Never removed: a lock belongs to the file, and a file removed and made anew would be a second lock.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  const us = newHolder();
  const namesUs = (state: LockFileState) => state.inode === fstatSync(fd).ino && state.holder?.instance === us.instance;
  try {
    if (!tryLock(fd)) throw new DataDirLockedError(dataDir, readLockFile(file).holder);
    const previous = readLockFile(file);
    const foreign = previous.holder !== undefined && previous.holder.kernel !== us.kernel;
    if (foreign) await waitUntilStopped(file, previous.heartbeat, heartbeatMs, dataDir);
    writeHolder(fd, us);
    fsyncSync(fd);
    if (foreign) {
      // Two machines that both waited out the same holder both wrote: the later record stands, and the
      // earlier writer sees it here, one beat later, before it has opened anything.
      await sleep(heartbeatMs);
      const now = readLockFile(file);
      if (!namesUs(now)) throw new DataDirLockedError(dataDir, now.holder);
    }
  } catch (error) {
    closeSync(fd);
    throw error;
  }

  const beat = setInterval(() => {
    try {
      const now = new Date();
      futimesSync(fd, now, now);
      const state = readLockFile(file);
      if (!namesUs(state)) options.onLost(new DataDirLockedError(dataDir, state.holder).message);
    } catch (error) {
      // Removed or unreadable: a server starting now would make the file anew and lock that one.
      options.onLost(`The lock file of the data folder ${dataDir} is gone: ${(error as Error).message}`);
    }
  }, heartbeatMs).unref();
  return {
    release() {
      clearInterval(beat);
      try {
        if (namesUs(readLockFile(file))) writeHolder(fd, undefined);
      } catch (error) {
        // A lock file someone removed holds no record of ours to clear.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** Waits three beats; throws as soon as the lock file's heartbeat moves, since then its holder is alive. */
async function waitUntilStopped(file: string, seen: string, heartbeatMs: number, dataDir: string): Promise<void> {
  for (let waited = 0; waited < 3 * heartbeatMs; waited += heartbeatMs / 2) {
    await sleep(heartbeatMs / 2);
    const now = readLockFile(file);
    if (now.heartbeat !== seen) throw new DataDirLockedError(dataDir, now.holder);
  }
}

/** Who holds the data folder now, if anyone (for tools that stop a server or wait for one to let go). */
export async function dataDirHolder(dataDir: string): Promise<Holder | 'unnamed' | undefined> {
  const { tryLock } = await kernelLocks();
  const file = path.join(dataDir, LOCK_FILE);
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDWR);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return tryLock(fd) ? undefined : (readLockFile(file).holder ?? 'unnamed');
  } finally {
    closeSync(fd);
  }
}

import { closeSync, mkdirSync, openSync, readFileSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Another server (pid ${holderPid}) is using the data folder ${dataDir}. Stop it first, or give this one ` +
        'another DATA_DIR. The embedded database belongs to one process at a time.',
    );
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number {
  try {
    return Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
}

/** Creates the lock file with our pid, failing if it exists: O_EXCL makes the creation atomic. */
function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the embedded database's data folder for this process's life: a lock file holding our pid, created
 * atomically. A lock whose process is gone (a crash, kill -9) is taken over; only one process may take over at a
 * time (a mkdir guard), so two starting together cannot both remove a stale lock and both win. Throws
 * DataDirLockedError when a live process holds it.
 */
export function lockDataDir(dataDir: string): { release(): void } {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  const release = () => {
    if (readHolder(file) === process.pid) rmSync(file, { force: true });
  };
  if (tryCreate(file)) return { release };

  const holder = readHolder(file);
  if (isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
  const guard = `${file}.takeover`;
  try {
    mkdirSync(guard);
  } catch {
    throw new DataDirLockedError(dataDir, holder);
  }
  try {
    // Checked again under the guard: someone may have taken over between our read and the guard.
    if (readHolder(file) !== holder) throw new DataDirLockedError(dataDir, readHolder(file));
    rmSync(file, { force: true });
    if (!tryCreate(file)) throw new DataDirLockedError(dataDir, readHolder(file));
    return { release };
  } finally {
    rmdirSync(guard);
  }
}

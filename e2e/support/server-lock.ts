import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The pid of the server holding an embedded data folder, from the record its lock file keeps while held
 * (apps/api/src/db/data-dir-lock.ts); undefined once the server has let the folder go, or if it never held it.
 */
export function lockHolderPid(dataDir: string): number | undefined {
  try {
    const record = JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8')) as { pid?: unknown };
    return typeof record.pid === 'number' ? record.pid : undefined;
  } catch {
    return undefined;
  }
}

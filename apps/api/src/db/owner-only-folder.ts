import { chmodSync, mkdirSync, statSync } from 'node:fs';

/** Permission bits that let anyone but the owner in. */
const OTHERS = 0o077;

/**
 * Makes the embedded database's folder (and any missing parents) readable by its owner alone, and tightens it
 * when it already exists with wider permissions: a folder made by hand, by `docker run -v`, or by an older
 * build keeps 0755, and `mkdir`'s mode applies only to what it creates. The patient data and the key file
 * inside are the reason. Only the folder itself is changed, never a parent the operator chose.
 */
export function ownerOnlyFolder(folder: string): void {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Windows keeps access in ACLs, which a mode does not describe.
  if (process.platform === 'win32') return;
  const mode = statSync(folder).mode & 0o777;
  if ((mode & OTHERS) === 0) return;
  try {
    chmodSync(folder, 0o700);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(
      `The data folder ${folder} is open to other users (mode ${mode.toString(8)}) and this process cannot ` +
        `make it owner-only (${reason}). Run \`chmod 700 ${folder}\` as its owner, or start as that user.`,
    );
  }
}

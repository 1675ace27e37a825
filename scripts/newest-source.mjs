// The newest modification time among a build's inputs, to tell whether its output is out of date.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const skipped = new Set(['node_modules', 'dist', '.vite']);

export function newestMtime(paths) {
  let newest = 0;
  for (const entry of paths) {
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (!stats) continue;
    if (!stats.isDirectory()) newest = Math.max(newest, stats.mtimeMs);
    else
      for (const child of readdirSync(entry)) {
        if (!skipped.has(child)) newest = Math.max(newest, newestMtime([path.join(entry, child)]));
      }
  }
  return newest;
}

/** Whether `output` is missing or older than any of `inputs`. */
export function isStale(output, inputs) {
  const built = statSync(output, { throwIfNoEntry: false });
  return !built || newestMtime(inputs) > built.mtimeMs;
}

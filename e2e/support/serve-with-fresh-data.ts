import { rmSync } from 'node:fs';
import { lockHolderPid } from './server-lock.js';

/**
 * Starts the API for a browser run on a fresh embedded database in DATA_DIR, so every run begins from the demo
 * data and the journeys' own closures (relative to today, journey-closures.ts) alone, and what the run stored can
 * be read after it (analytics-scan.ts). A folder a live server still holds is left alone: its lock names the
 * process.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir || dataDir.startsWith('memory://')) throw new Error('DATA_DIR must name a folder for the e2e server.');

const holder = lockHolderPid(dataDir);
const holderAlive = (() => {
  if (holder === undefined) return false;
  try {
    process.kill(holder, 0);
    return true;
  } catch {
    return false;
  }
})();
if (holderAlive) throw new Error(`Another server (pid ${holder}) is using ${dataDir}.`);
rmSync(dataDir, { recursive: true, force: true });

const journeyData = new URL('../../apps/api/src/test/journey-closures.ts', import.meta.url).href;
await (await import(journeyData)).prepareJourneyData(dataDir);

const server = new URL('../../apps/api/src/server.ts', import.meta.url).href;
await import(server);

import { configuredKeyring, createSecrets } from '#api/modules/security';
import { systemClock } from './clock.js';
import { openDatabase } from './db/client.js';
import { keyListName } from './encryption-keys.js';
import { keyNeeds, keyReport, rotateKeys } from './key-rotation.js';
import { startupConfig } from './startup.js';

/**
 * `npm run rotate-keys -w apps/api`: moves everything that depends on an encryption key (patient data, codes and
 * their hashes, patient hashes, waiting messages, kept answers) to the newest key of ENCRYPTION_KEYS (or of the
 * embedded database's key file), then says which older key can go. Put the new key first, restart the servers so
 * new writes use it, run this, and remove an old key only when this says so (decision 039). On the embedded
 * database the servers must be stopped: it is theirs.
 */
const config = await startupConfig();
const keyring = configuredKeyring(config);
if (!keyring) throw new Error('No encryption keys are configured.');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const secrets = createSecrets(keyring);
  const rotated = await rotateKeys(database.db, secrets);
  console.log(
    `Re-keyed under key ${keyring.current.id}: ${rotated.appointments} appointments, ${rotated.messages} waiting messages, ${rotated.answers} answers kept for Idempotency-Keys.`,
  );
  const needs = await keyNeeds(database.db, secrets, systemClock.now());
  for (const line of keyReport(needs, [...keyring.keys.keys()], keyListName(process.env, config.DATA_DIR))) {
    console.log(line);
  }
} finally {
  await database.close();
}

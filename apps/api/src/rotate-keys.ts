import { resealPatientData } from '#api/modules/appointments';
import { resealOutboxEnvelopes } from '#api/modules/notifications';
import { configuredKeyring, createSecrets } from '#api/modules/security';
import { openDatabase } from './db/client.js';
import { startupConfig } from './startup.js';

/**
 * `npm run rotate-keys -w apps/api`: re-seals all patient data, in appointments and in the messages waiting in
 * the notification outbox, under the newest key of ENCRYPTION_KEYS (or the embedded database's key file). Put the
 * new key first, restart the servers so new writes use it, run this, and only then drop the old key from the
 * list. On the embedded database the servers must be stopped: it is theirs.
 */
const config = await startupConfig();
const keyring = configuredKeyring(config);
if (!keyring) throw new Error('No encryption keys are configured.');
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const secrets = createSecrets(keyring);
  const appointments = await resealPatientData(database.db, secrets, keyring.current.id);
  const messages = await resealOutboxEnvelopes(database.db, secrets, keyring.current.id);
  console.log(
    `Re-sealed ${appointments} appointments and ${messages} waiting messages under key "${keyring.current.id}".`,
  );
} finally {
  await database.close();
}

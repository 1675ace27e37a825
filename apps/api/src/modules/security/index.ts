export { type AttemptCounter, attemptCounter } from './attempt-counter.js';
export { embeddedKeyList, KEY_FILE } from './embedded-key-file.js';
export { MAKE_A_KEY } from './encryption-key.js';
export { type KeyNeed, sealedKeyIdOf } from './key-needs.js';
export { configuredKeyring, type Keyring, newKeyList, parseKeyring } from './keyring.js';
export { randomToken } from './random-token.js';
export { resealInBatches, rewriteInBatches, type SealedRow } from './reseal-in-batches.js';
export { createSecrets, hashesEqual, type Secrets } from './secrets.js';

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/** What CBOR carries in a `none` attestation and a COSE key: integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const long = Buffer.alloc(5);
  long[0] = (major << 5) | 26;
  long.writeUInt32BE(length, 1);
  return long;
}

/** A CBOR encoder of our own, so the server's decoder is checked against something it did not write. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface Gesture {
  /** The user was verified (PIN, fingerprint); true unless a test says otherwise. */
  userVerified?: boolean;
  /** The page the browser says the ceremony ran on; the authenticator's own origin unless a test says otherwise. */
  origin?: string;
  /** The signature counter to report; one more than the last unless a test says otherwise. */
  counter?: number;
  /** Signs with a key that is not the registered one. */
  forgeSignature?: boolean;
}

interface CreationOptions {
  challenge: string;
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
}

/**
 * A platform authenticator in software: one EC P-256 (ES256) credential, made and used as a browser with a real
 * authenticator would, down to the bytes: authenticator data with the RP ID's hash, flags and counter, a COSE
 * public key in a `none` attestation, and ECDSA signatures over authenticator data and the client data's hash.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter: number;
  private userHandle: string | undefined;

  constructor(
    private readonly rp: { origin: string; id: string },
    options: { counter?: number } = {},
  ) {
    this.counter = options.counter ?? 0;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, gesture: Gesture): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: gesture.origin ?? this.rp.origin, crossOrigin: false }),
    );
  }

  private authenticatorData(flags: number, gesture: Gesture, attested?: Buffer): Buffer {
    this.counter = gesture.counter ?? this.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const uv = gesture.userVerified === false ? 0 : UV;
    return Buffer.concat([sha256(this.rp.id), Buffer.from([flags | UP | uv]), counter, attested ?? Buffer.alloc(0)]);
  }

  private coseKey(): Buffer {
    const { x, y } = this.keys.publicKey.export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(x ?? '', 'base64url')],
        [-3, Buffer.from(y ?? '', 'base64url')],
      ]),
    );
  }

  /** navigator.credentials.create(), as @simplewebauthn/browser hands its answer to the server. */
  register(options: CreationOptions, gesture: Gesture = {}) {
    this.userHandle = options.user.id;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(AT, gesture, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, gesture)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() with this discoverable credential chosen. */
  assert(options: RequestOptions, gesture: Gesture = {}) {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, gesture);
    const authData = this.authenticatorData(0, gesture);
    const key: KeyObject = gesture.forgeSignature
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      : this.keys.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}

// A software WebAuthn authenticator for tests: one ES256 (P-256) key made with node:crypto, "none" attestation, and
// assertions it signs like a platform authenticator — with knobs to misbehave (other origin, old counter, other user).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.of((major << 5) | length);
  if (length < 256) return Buffer.of((major << 5) | 24, length);
  const out = Buffer.alloc(3);
  out[0] = (major << 5) | 25;
  out.writeUInt16BE(length, 1);
  return out;
}

/** The CBOR subset attestation objects and COSE keys need; map keys are written in the order given (canonical here). */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();

export interface CreationOptions {
  challenge: string;
  user: { id: string };
}

export interface RequestOptions {
  challenge: string;
}

export interface AssertionOverrides {
  origin?: string;
  rpId?: string;
  /** The counter to sign with, instead of the next one. */
  signCount?: number;
  /** A user handle (base64url) other than the one registered. */
  userHandle?: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly coseKey: Buffer;
  private userHandle?: string;
  private counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key: kty EC2, alg ES256, crv P-256, x, y
    this.coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create(): a new discoverable credential for the options' user. */
  create(options: CreationOptions, overrides: { origin?: string } = {}): Record<string, unknown> {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.of(UP | UV | AT),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.credentialId,
      this.coseKey,
    ]);
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
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides.origin ?? this.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an assertion over the challenge, the counter one higher each time. */
  get(options: RequestOptions, overrides: AssertionOverrides = {}): Record<string, unknown> {
    const userHandle = overrides.userHandle ?? this.userHandle;
    if (!userHandle) throw new Error('create() a credential before get()');
    this.counter = overrides.signCount ?? this.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authenticatorData = Buffer.concat([sha256(overrides.rpId ?? this.rpId), Buffer.of(UP | UV), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

import { encodeCBOR } from '@levischuck/tiny-cbor';

import type {
  AuthenticationResponseJSON,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationResponseJSON,
} from '@/contract/second-factors';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** authenticatorData flags (WebAuthn §6.1). */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedCredential: 0x40 } as const;

/** What a test may make the authenticator get wrong (or right, for another site). */
export interface Tampering {
  origin?: string;
  rpId?: string;
  challenge?: string;
  type?: string;
  /** Sign with this counter instead of the next one. */
  counter?: number;
  userVerified?: boolean;
  /** The user handle to answer (a discoverable passkey names its member). */
  userHandle?: string | null;
}

/**
 * A software passkey for the server tests: an EC P-256 key (ES256) made in Node, attestation 'none', and
 * authenticatorData, clientDataJSON and the attestation object (CBOR) built by hand as a browser and authenticator
 * would, for `origin` and the RP ID of its host name.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter: each assertion signs the next value. */
  counter = 0;
  /** The user handle the passkey was made for (from the creation options). */
  userHandle: string | null = null;

  constructor(readonly origin: string) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private get rpId(): string {
    return new URL(this.origin).hostname;
  }

  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    const key = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return encodeCBOR(key);
  }

  private authenticatorData(rpId: string, flags: number, counter: number, attested?: Uint8Array): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() answered: a new passkey for these options. */
  register(options: PasskeyCreationOptions, tamper: Tampering = {}): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const flags = FLAGS.userPresent | (tamper.userVerified === false ? 0 : FLAGS.userVerified) | FLAGS.attestedCredential;
    const authData = this.authenticatorData(tamper.rpId ?? this.rpId, flags, 0, attested);
    const attestationObject = encodeCBOR(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = this.clientData(tamper.type ?? 'webauthn.create', tamper.challenge ?? options.challenge, tamper.origin ?? this.origin);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get() answered: this passkey's signature of the options' challenge. */
  authenticate(options: PasskeyRequestOptions, tamper: Tampering = {}): AuthenticationResponseJSON {
    const counter = tamper.counter ?? this.counter + 1;
    this.counter = Math.max(this.counter, counter);
    const flags = FLAGS.userPresent | (tamper.userVerified === false ? 0 : FLAGS.userVerified);
    const authData = this.authenticatorData(tamper.rpId ?? options.rpId ?? this.rpId, flags, counter);
    const clientDataJSON = this.clientData(tamper.type ?? 'webauthn.get', tamper.challenge ?? options.challenge, tamper.origin ?? this.origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    const userHandle = tamper.userHandle === undefined ? this.userHandle : tamper.userHandle;
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }
}

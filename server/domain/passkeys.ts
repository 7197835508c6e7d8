import { randomBytes } from 'node:crypto';

import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

import type { Passkey, PasskeyCreationOptions, PasskeyRequestOptions } from '../../contract/second-factors';

/** How long a challenge can be answered (the browser's prompt gives up after CEREMONY_TIMEOUT_MS). */
export const CHALLENGE_SECONDS = 5 * 60;
const CEREMONY_TIMEOUT_MS = 2 * 60 * 1000;

/** The WebAuthn library, loaded by the first passkey ceremony: other requests and processes never need it (~0.2 s to load). */
const webAuthn = () => import('@simplewebauthn/server');

/** Passkeys a member may have. */
export const PASSKEY_LIMIT = 10;

/**
 * The relying party: the portal's public address (PUBLIC_URL), never the request's Host. Its host name is the RP ID
 * a passkey is bound to, its origin the one a browser's answer must name. Browsers accept a domain name only
 * (`localhost` included), not an IP address.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name };
}

/** A passkey's user handle: the member's id as 16 bytes (no name or e-mail on the authenticator). */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(userId.replace(/-/g, ''), 'hex'));
}

const newChallenge = () => Uint8Array.from(randomBytes(32));

interface Credential {
  credentialId: string;
  transports: string;
}

const descriptorOf = ({ credentialId, transports }: Credential) => ({ id: credentialId, transports: JSON.parse(transports) as string[] });

/**
 * Options to make a new passkey: resident (discoverable, so it can sign in without a username) and with user
 * verification (the device's PIN or biometrics), attestation 'none'; the member's passkeys are excluded, so one
 * authenticator is not added twice.
 */
export async function registrationOptions(
  rp: RelyingParty,
  member: { id: string; username: string; fullName: string },
  existing: readonly Credential[],
): Promise<PasskeyCreationOptions> {
  const { generateRegistrationOptions } = await webAuthn();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.username,
    userID: userHandleOf(member.id),
    userDisplayName: member.fullName,
    challenge: newChallenge(),
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map(descriptorOf),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
}

/** Options to sign a challenge; `allowed` empty: any passkey of this site the browser holds (a discoverable sign-in). */
export async function authenticationOptions(rp: RelyingParty, allowed: readonly Credential[]): Promise<PasskeyRequestOptions> {
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: newChallenge(),
    timeout: CEREMONY_TIMEOUT_MS,
    userVerification: 'required',
    allowCredentials: allowed.map(descriptorOf),
  });
}

/** The challenge a browser's answer says it signed (from its clientDataJSON), or null when it cannot be read. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const clientData = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (clientData as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

export interface NewPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string;
  deviceType: string;
  backedUp: boolean;
}

/**
 * Checks a new passkey's answer (the library: type, challenge, origin, RP ID, user presence and verification, the
 * attestation statement); the passkey to store, or null when it does not hold. The library's reason is not
 * passed on: it names values of the request.
 */
export async function verifyNewPasskey(response: RegistrationResponseJSON, rp: RelyingParty, challenge: string): Promise<NewPasskey | null> {
  const { verifyRegistrationResponse } = await webAuthn();
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!verified.verified) return null;
    const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: JSON.stringify(credential.transports ?? []),
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/**
 * Checks an assertion against a stored passkey (the library: type, challenge, origin, RP ID, user presence and
 * verification, the signature, and a signature counter that must go up); the new counter, or null.
 */
export async function verifyAssertion(
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  challenge: string,
  passkey: { credentialId: string; publicKey: string; counter: number; transports: string },
): Promise<number | null> {
  const { verifyAuthenticationResponse } = await webAuthn();
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports) as [],
      },
    });
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}

export function toPasskeyEntry(row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

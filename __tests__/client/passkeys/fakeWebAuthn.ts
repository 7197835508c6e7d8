/**
 * A browser with WebAuthn for jsdom (which has none): `PublicKeyCredential` exists and `navigator.credentials`
 * answers what the test says, as an authenticator would (ArrayBuffers). @simplewebauthn/browser runs for real on it.
 */
const bytes = (text: string) => new TextEncoder().encode(text).buffer;

/** What navigator.credentials.create() gives for a new passkey. */
export function fakeNewCredential(id = 'bmV3LXBhc3NrZXk') {
  return {
    id,
    rawId: Uint8Array.from(Buffer.from(id, 'base64url')).buffer,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: { clientDataJSON: bytes('{"type":"webauthn.create"}'), attestationObject: bytes('attestation'), getTransports: () => ['internal'] },
  };
}

/** What navigator.credentials.get() gives: a passkey's signature. */
export function fakeAssertion(id = 'bmV3LXBhc3NrZXk') {
  return {
    id,
    rawId: Uint8Array.from(Buffer.from(id, 'base64url')).buffer,
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: { clientDataJSON: bytes('{"type":"webauthn.get"}'), authenticatorData: bytes('auth-data'), signature: bytes('signature'), userHandle: null },
  };
}

/** A DOMException as the browser throws it when the member closes the prompt. */
export const promptClosed = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

export function installFakeWebAuthn() {
  const create = jest.fn<Promise<unknown>, [CredentialCreationOptions]>();
  const get = jest.fn<Promise<unknown>, [CredentialRequestOptions]>();
  Object.defineProperty(globalThis, 'PublicKeyCredential', { value: function PublicKeyCredential() {}, configurable: true, writable: true });
  Object.defineProperty(navigator, 'credentials', { value: { create, get }, configurable: true });
  return {
    create,
    get,
    uninstall() {
      delete (globalThis as { PublicKeyCredential?: unknown }).PublicKeyCredential;
      delete (navigator as { credentials?: unknown }).credentials;
    },
  };
}

export const CREATION_OPTIONS = {
  challenge: 'Y2hhbGxlbmdlLWZvci1hLW5ldy1wYXNza2V5LTEyMzQ1Njc4',
  rp: { id: 'localhost', name: 'FilHub' },
  user: { id: 'dXNlci1oYW5kbGU', name: 'demo', displayName: 'Demo' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
  attestation: 'none',
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  excludeCredentials: [],
};

export const REQUEST_OPTIONS = {
  challenge: 'Y2hhbGxlbmdlLWZvci1hLXNpZ25hdHVyZS0xMjM0NTY3OA',
  rpId: 'localhost',
  userVerification: 'required',
  allowCredentials: [],
};

import type {
  AuthenticationResponseJSON,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationResponseJSON,
} from '@/contract/second-factors';

/** Why the browser's part of a passkey ceremony did not give an answer. */
export type PasskeyProblem = 'unsupported' | 'cancelled' | 'already-added' | 'failed';

export class PasskeyCeremonyError extends Error {
  constructor(readonly problem: PasskeyProblem) {
    super(`Passkey ceremony: ${problem}`);
    this.name = 'PasskeyCeremonyError';
  }
}

/** The browser library (a few kB) loads on the first ceremony: /login and the money forms need it only on a click. */
const loadBrowserLibrary = () => import('@simplewebauthn/browser');

function problemOf(error: unknown): PasskeyProblem {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already-added';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  return 'failed';
}

async function ceremony<T>(run: (library: Awaited<ReturnType<typeof loadBrowserLibrary>>) => Promise<T>): Promise<T> {
  const library = await loadBrowserLibrary();
  if (!library.browserSupportsWebAuthn()) throw new PasskeyCeremonyError('unsupported');
  try {
    return await run(library);
  } catch (error) {
    throw new PasskeyCeremonyError(problemOf(error));
  }
}

/** navigator.credentials.create() with the server's options: the new passkey's answer. */
export function createPasskey(optionsJSON: PasskeyCreationOptions): Promise<RegistrationResponseJSON> {
  return ceremony(({ startRegistration }) => startRegistration({ optionsJSON }));
}

/** navigator.credentials.get() with the server's options: a passkey's signature of the challenge. */
export function signWithPasskey(optionsJSON: PasskeyRequestOptions): Promise<AuthenticationResponseJSON> {
  return ceremony(({ startAuthentication }) => startAuthentication({ optionsJSON }));
}

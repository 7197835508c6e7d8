/** The e2e server's port and the two addresses it is reached at. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where most specs browse. */
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/**
 * The portal's public address (PUBLIC_URL): e-mailed links and the passkeys' relying party. WebAuthn needs a secure
 * context and a domain name as RP ID, which http://localhost is and 127.0.0.1 is not: e2e/passkeys.spec.ts browses
 * here; nothing else reads PUBLIC_URL, so the other specs keep the IP.
 */
export const E2E_PUBLIC_ORIGIN = `http://localhost:${E2E_PORT}`;

import webPush from 'web-push';

/** The VAPID key pair push messages are signed with (base64url, as web-push makes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface VapidKeySources {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, both or neither. */
  configured: { publicKey: string | null; privateKey: string | null };
  /** The value kept under `name` in server_secrets, storing `candidate` first when there is none (atomically). */
  loadShared(name: string, candidate: string): Promise<string>;
}

export type VapidKeyring = () => Promise<VapidKeys>;

export const VAPID_SECRET_NAME = 'VAPID_KEYS';

function parseStored(value: string): VapidKeys {
  const parsed = JSON.parse(value) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') throw new Error('The stored VAPID keys are malformed');
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The keys from the environment when set; else a pair generated once and kept in server_secrets (in development
 * too: a browser's subscription is bound to the public key, so the pair must outlive restarts). Resolved on first
 * use and kept; the private key is never logged nor answered.
 */
export function createVapidKeyring(sources: VapidKeySources): VapidKeyring {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= (async () => {
      const { publicKey, privateKey } = sources.configured;
      if (publicKey && privateKey) return { publicKey, privateKey };
      if (publicKey || privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
      return parseStored(await sources.loadShared(VAPID_SECRET_NAME, JSON.stringify(webPush.generateVAPIDKeys())));
    })().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return keys;
  };
}

/** VAPID's `sub`: the portal's address when it is https, else the sender address of the mail (push services want a contact). */
export function vapidSubject(config: { publicUrl: string; mailFrom: string }): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

import type { SecureConfirmation } from '@/contract/requests/confirmation';
import type { PasskeyRenameValues } from '@/contract/requests/second-factors';
import type {
  Passkey,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  RegistrationResponseJSON,
} from '@/contract/second-factors';
import { http } from './http';

export async function listPasskeys(): Promise<Passkey[]> {
  const { data } = await http.get<Passkey[]>('auth/client/passkeys');
  return Array.isArray(data) ? data : [];
}

/** Options to make a passkey: the secure password (and the code with 2FA on) is the step-up. */
export async function getPasskeyCreationOptions(confirmation: SecureConfirmation): Promise<PasskeyCreationOptions> {
  const { data } = await http.post<PasskeyCreationOptions>('auth/client/passkeys/registration/options', confirmation);
  return data;
}

export async function registerPasskey(body: { name?: string; response: RegistrationResponseJSON }): Promise<Passkey> {
  const { data } = await http.post<Passkey>('auth/client/passkeys/registration', body);
  return data;
}

export async function renamePasskey(id: string, values: PasskeyRenameValues): Promise<Passkey> {
  const { data } = await http.patch<Passkey>(`auth/client/passkeys/${encodeURIComponent(id)}`, values);
  return data;
}

export async function removePasskey(id: string, password: string): Promise<void> {
  await http.post(`auth/client/passkeys/${encodeURIComponent(id)}/remove`, { password });
}

/** A challenge for the member's passkeys that confirms one money operation in place of the authenticator code. */
export async function getMoneyConfirmationOptions(): Promise<PasskeyRequestOptions> {
  const { data } = await http.post<PasskeyRequestOptions>('auth/client/passkeys/confirmation/options', {});
  return data;
}

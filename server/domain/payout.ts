import { randomBytes } from 'node:crypto';

import { getAddress, isAddress, verifyMessage } from 'viem';
import { z } from 'zod';

import { requiredText } from './member-fields';

/** How long a wallet-link message may be signed. */
export const WALLET_MESSAGE_LIFETIME_SECONDS = 10 * 60;

export const SIGNATURE_MISMATCH = 'SIGNATURE_MISMATCH';
export const WALLET_MESSAGE_GONE = 'WALLET_MESSAGE_GONE';
export const SIGNATURE_REQUIRED = 'SIGNATURE_REQUIRED';
export const UNKNOWN_BANK = 'UNKNOWN_BANK';
const ADDRESS_RULE = 'WALLET_ADDRESS_RULE';

/** Bank account names are written without Vietnamese diacritics, in upper case ("NGUYEN VAN A"). */
export function toBankAccountName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export const walletAddressSchema = requiredText('WALLET_ADDRESS')
  .trim()
  .refine((value) => isAddress(value, { strict: false }), ADDRESS_RULE)
  .transform((value) => getAddress(value));

export const walletMessageQuerySchema = z.object({ address: walletAddressSchema });

export const updatePaymentSchema = z.object({
  bankCode: requiredText('BANK').trim().toUpperCase().min(1, 'BANK_REQUIRED').max(32, UNKNOWN_BANK),
  accountNumber: requiredText('ACCOUNT_NUMBER')
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6,19}$/, 'ACCOUNT_NUMBER_RULE')),
  accountName: requiredText('ACCOUNT_NAME')
    .transform(toBankAccountName)
    .pipe(z.string().regex(/^[A-Z ]{2,70}$/, 'ACCOUNT_NAME_RULE')),
  /** Absent or null: keep the stored wallet; empty: remove it; an address: link it (needs a signature). */
  walletAddress: z
    .string({ error: 'WALLET_ADDRESS_NOT_TEXT' })
    .trim()
    .refine((value) => value === '' || isAddress(value, { strict: false }), ADDRESS_RULE)
    .transform((value) => (value === '' ? '' : getAddress(value)))
    .nullish(),
  signature: z
    .string({ error: 'SIGNATURE_NOT_TEXT' })
    .trim()
    .regex(/^(0x[0-9a-fA-F]{2,2048})?$/, SIGNATURE_MISMATCH)
    .nullish(),
});

export type UpdatePaymentInput = z.output<typeof updatePaymentSchema>;

export type WalletChange = { kind: 'keep' } | { kind: 'clear' } | { kind: 'link'; address: string };

/** What the form asks for the wallet. Re-sending the linked address unchanged keeps it without a new signature. */
export function walletChangeOf(input: UpdatePaymentInput, current: string | null): WalletChange {
  const wanted = input.walletAddress;
  if (wanted === undefined || wanted === null) return { kind: 'keep' };
  if (wanted === '') return { kind: 'clear' };
  if (current && current.toLowerCase() === wanted.toLowerCase() && !input.signature) return { kind: 'keep' };
  return { kind: 'link', address: wanted };
}

/** The text the wallet signs: names the wallet and the account, with a random nonce and its time. */
export function walletLinkMessage(address: string, username: string, issuedAt: Date): string {
  const nonce = randomBytes(16).toString('hex');
  return `FilHub: link the wallet ${address} to the account ${username}. Nonce: ${nonce}. Issued: ${issuedAt.toISOString()}`;
}

/** Whether `signature` is the personal_sign (EIP-191) of `message` by `address` (an externally owned account). */
export async function isWalletSignature(address: string, message: string, signature: string): Promise<boolean> {
  try {
    return await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` });
  } catch {
    return false;
  }
}

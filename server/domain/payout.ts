import { randomBytes } from 'node:crypto';

import { getAddress, verifyMessage } from 'viem/utils';
import { z } from 'zod';

import {
  updatePaymentSchema as paymentRequestSchema,
  walletAddressSchema as walletAddressRequestSchema,
} from '../../contract/requests/payout';

export { toBankAccountName } from '../../contract/requests/payout';

/** How long a wallet-link message may be signed. */
export const WALLET_MESSAGE_LIFETIME_SECONDS = 10 * 60;

export const SIGNATURE_MISMATCH = 'SIGNATURE_MISMATCH';
export const WALLET_MESSAGE_GONE = 'WALLET_MESSAGE_GONE';
export const SIGNATURE_REQUIRED = 'SIGNATURE_REQUIRED';
export const UNKNOWN_BANK = 'UNKNOWN_BANK';

/** Stored in its checksummed form. */
const checksummed = (address: string) => getAddress(address);

export const walletAddressSchema = z.pipe(walletAddressRequestSchema, z.transform(checksummed));

export const walletMessageQuerySchema = z.object({ address: walletAddressSchema });

/** The contract's update-payment body, with the wallet address checksummed. */
export const updatePaymentSchema = z.pipe(
  paymentRequestSchema,
  z.transform((input) => ({
    ...input,
    walletAddress: input.walletAddress ? checksummed(input.walletAddress) : input.walletAddress,
  })),
);

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

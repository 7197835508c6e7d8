import type { Context } from 'hono';
import { Hono } from 'hono';

import type { MessageResult } from '../../contract/auth';
import type { PayoutDetails } from '../../contract/payout';
import type { ErrorCode } from '../../contract/errors';
import { bankExists } from '../db/banks';
import {
  findPayoutDetails,
  findWalletLinkMessage,
  linkWalletAndSave,
  savePayoutDetails,
  saveWalletLinkMessage,
} from '../db/payout';
import {
  isWalletSignature,
  SIGNATURE_MISMATCH,
  SIGNATURE_REQUIRED,
  UNKNOWN_BANK,
  updatePaymentSchema,
  WALLET_MESSAGE_GONE,
  WALLET_MESSAGE_LIFETIME_SECONDS,
  walletChangeOf,
  walletLinkMessage,
  walletMessageQuerySchema,
} from '../domain/payout';
import { addressOpensAt } from '../domain/money-out';
import { secondsLater } from '../domain/session-lifetimes';
import { PAYOUT_WALLET_LABEL } from '../domain/withdraw-addresses';
import { readSecuritySettings } from '../db/security-settings';
import { refuseUnverifiedEmail } from '../http/email-verified';
import { validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import { moneyAuthorizer } from '../http/money-authorization';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import type { AppDeps } from './deps';
import { memberRecordLoader } from './member-context';
import { securityAlerter } from './security-alert';

const signatureError = (code: ErrorCode) => validationFailed({ signature: code });

/**
 * auth/client: where payouts go (bank account, and a wallet proven by signing a one-time message). Every change is
 * confirmed like a money operation (the secure password, and the authenticator code when 2FA is on): with the login
 * password alone a thief could send the member's payouts to their own account.
 */
export function authClientPaymentRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const authorize = moneyAuthorizer({ db, config, now });
  const sendAlert = securityAlerter(deps);
  const member = requireMember(tokenKeys, now, sessionCheck);
  const signedInMember = memberRecordLoader(db);

  /** Checks the signature of the member's current message by `address`, then saves and consumes it at once. */
  const linkWallet = async (c: Context<AuthEnv>, details: PayoutDetails & { walletAddress: string }, address: string, signature: string | null) => {
    if (!signature) throw signatureError(SIGNATURE_REQUIRED);
    const userId = c.get('memberId');
    const at = now();
    const link = await findWalletLinkMessage(db, userId, at);
    if (!link) throw signatureError(WALLET_MESSAGE_GONE);
    const matches =
      link.address.toLowerCase() === address.toLowerCase() && (await isWalletSignature(address, link.message, signature));
    if (!matches) throw signatureError(SIGNATURE_MISMATCH);
    // On the withdrawal address book too: the signature confirms it, the delay still applies (a thief with the
    // password could link a wallet of their own).
    const { withdrawAddressDelayHours } = await readSecuritySettings(db);
    const book = { label: PAYOUT_WALLET_LABEL, usableAt: addressOpensAt(at, withdrawAddressDelayHours) };
    if (!(await linkWalletAndSave(db, userId, link.message, details, book, at))) throw signatureError(WALLET_MESSAGE_GONE);
  };

  return new Hono<AuthEnv>()
    .get('/payment', member, async (c) => ok(c, await findPayoutDetails(db, c.get('memberId'))))
    .get('/payment/wallet-message', member, async (c) => {
      const { address } = validate(walletMessageQuerySchema, { address: c.req.query('address') });
      const { id, username } = await signedInMember(c);
      const at = now();
      const message = walletLinkMessage(address, username, at);
      await saveWalletLinkMessage(db, id, { address, message, expiresAt: secondsLater(at, WALLET_MESSAGE_LIFETIME_SECONDS) });
      return ok<MessageResult>(c, { message }, 'Sign this message with the wallet');
    })
    .post('/update-payment', member, async (c) => {
      await refuseUnverifiedEmail(db, c);
      const input = validate(updatePaymentSchema, await readJson(c));
      if (!(await bankExists(db, input.bankCode))) throw validationFailed({ bankCode: UNKNOWN_BANK });
      const userId = c.get('memberId');
      const current = await findPayoutDetails(db, userId);
      const change = walletChangeOf(input, current?.walletAddress ?? null);
      const bank = { bankCode: input.bankCode, accountNumber: input.accountNumber, accountName: input.accountName };
      await authorize(c, input, async () => {
        if (change.kind === 'link') {
          await linkWallet(c, { ...bank, walletAddress: change.address }, change.address, input.signature ?? null);
        } else {
          const walletAddress = change.kind === 'clear' ? null : (current?.walletAddress ?? null);
          await savePayoutDetails(db, userId, { ...bank, walletAddress }, now());
        }
      });
      await sendAlert(c, userId, 'PAYOUT');
      return ok(c, await findPayoutDetails(db, userId), 'Payment details saved');
    });
}

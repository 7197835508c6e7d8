import { Hono } from 'hono';
import { getAddress } from 'viem/utils';

import type { WithdrawAddress, WithdrawAddressBook } from '../../contract/withdraw-addresses';
import { addWithdrawAddressSchema, withdrawAddressLinkSchema } from '../../contract/requests/withdraw-addresses';
import { findPasswordHashes, findTotpState } from '../db/member-security';
import type { PasswordHashes } from '../db/member-security';
import { findLiveSecurityTokenSubject } from '../db/security-tokens';
import { readSecuritySettings } from '../db/security-settings';
import { findMailRecipient } from '../db/users';
import { findLiveAddress, findWithdrawAddress, listWithdrawAddresses, removeWithdrawAddress } from '../db/withdraw-addresses';
import { MONEY_ERRORS } from '../domain/ledger';
import { hashOpaqueToken } from '../domain/opaque-tokens';
import {
  MAX_BOOK_ADDRESSES,
  toWithdrawAddressView,
  withdrawAddressLink,
} from '../domain/withdraw-addresses';
import { refuseUnverifiedEmail } from '../http/email-verified';
import { fieldError, notFound } from '../http/errors';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { storedPasswordChecker } from '../http/password-check';
import { ok } from '../http/respond';
import { totpCodeChecker } from '../http/totp-code';
import { readJson, validate } from '../http/validate';
import { memberMailer } from '../mail/member-mail';
import { addressExists, addWithdrawAddress, bookFull, confirmWithdrawAddressByLink } from '../operations/withdraw-addresses';
import type { AppDeps } from './deps';
import { securityAlerter } from './security-alert';
import { UUID_PATTERN } from '../../contract/ids';

const securePasswordOf = (hashes: PasswordHashes) => hashes.securePasswordHash;
const invalidLink = () => fieldError('token', 'WITHDRAW_ADDRESS_LINK_INVALID');

/**
 * auth/client/withdraw-addresses: the withdrawal address book. Adding asks for the secure password; the new entry is
 * confirmed by the e-mailed link (opened signed in as the same member) or, with 2FA on, by a code given when adding,
 * and opens withdrawAddressDelayHours after. Adding is a credential change (a security alert); removing is immediate.
 */
export function authClientWithdrawAddressRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  const checkStoredPassword = storedPasswordChecker(deps);
  const checkCode = totpCodeChecker(deps);
  const sendAlert = securityAlerter(deps);
  const sendMemberMail = memberMailer(deps);

  return new Hono<AuthEnv>()
    .get('/withdraw-addresses', member, async (c) => {
      const { withdrawAddressDelayHours } = await readSecuritySettings(db);
      const at = now();
      const rows = await listWithdrawAddresses(db, c.get('memberId'));
      return ok<WithdrawAddressBook>(c, {
        items: rows.map((row) => toWithdrawAddressView(row, at)),
        delayHours: withdrawAddressDelayHours,
        maxAddresses: MAX_BOOK_ADDRESSES,
      });
    })
    .post('/withdraw-addresses', member, async (c) => {
      await refuseUnverifiedEmail(db, c);
      const input = validate(addWithdrawAddressSchema, await readJson(c));
      const userId = c.get('memberId');
      const address = getAddress(input.address.toLowerCase());
      // Refused before the secure password and the code (the transaction checks again), so they are not spent.
      if (await findLiveAddress(db, userId, address)) throw addressExists();
      if ((await listWithdrawAddresses(db, userId)).length >= MAX_BOOK_ADDRESSES) throw bookFull();
      const stored = await findPasswordHashes(db, userId);
      if (!stored) throw unauthorized(c);
      if (!stored.securePasswordHash) throw fieldError('securePassword', MONEY_ERRORS.securePasswordUnset);
      await checkStoredPassword(c, input.securePassword, securePasswordOf, 'securePassword', MONEY_ERRORS.securePasswordWrong);
      // With 2FA on, a code given here confirms the address at once (each code once); otherwise the e-mailed link does.
      const totp = await findTotpState(db, userId);
      const secret = totp?.enabled ? totp.secret : null;
      const code = (input.code ?? '').trim();
      const confirmed = Boolean(secret) && code !== '';
      if (secret && confirmed) await checkCode(c, secret, code);
      const { withdrawAddressDelayHours: delayHours } = await readSecuritySettings(db);
      const at = now();
      const { entry, linkToken } = await addWithdrawAddress(db, { userId, address, label: input.label, confirmed, delayHours }, at);
      await sendAlert(c, userId, 'WITHDRAW_ADDRESS');
      if (linkToken) {
        const recipient = await findMailRecipient(db, userId);
        if (recipient) {
          const link = withdrawAddressLink(config, linkToken);
          await sendMemberMail(recipient, 'WITHDRAW_ADDRESS_CONFIRM', { address: entry.address, label: entry.label, link, delayHours, at });
        }
      }
      return ok<WithdrawAddress>(
        c,
        toWithdrawAddressView(entry, at),
        linkToken ? 'Address added: confirm it with the link we e-mailed you' : 'Address added and confirmed',
      );
    })
    .delete('/withdraw-addresses/:id', member, async (c) => {
      const id = c.req.param('id');
      const removed = UUID_PATTERN.test(id) ? await removeWithdrawAddress(db, c.get('memberId'), id.toLowerCase(), now()) : null;
      if (!removed) throw notFound('WITHDRAW_ADDRESS_NOT_FOUND');
      return ok<WithdrawAddress>(c, toWithdrawAddressView(removed, now()), 'Address removed');
    })
    .post('/withdraw-addresses/by-link', member, async (c) => {
      const { token } = validate(withdrawAddressLinkSchema, await readJson(c));
      const userId = c.get('memberId');
      const addressId = await findLiveSecurityTokenSubject(db, 'WITHDRAW_ADDRESS', hashOpaqueToken(token), now(), userId);
      const entry = addressId ? await findWithdrawAddress(db, userId, addressId) : null;
      if (!entry || entry.removedAt || entry.confirmedAt) throw invalidLink();
      return ok<WithdrawAddress>(c, toWithdrawAddressView(entry, now()));
    })
    .post('/withdraw-addresses/confirm', member, async (c) => {
      const { token } = validate(withdrawAddressLinkSchema, await readJson(c));
      const { withdrawAddressDelayHours } = await readSecuritySettings(db);
      const at = now();
      const entry = await confirmWithdrawAddressByLink(db, c.get('memberId'), hashOpaqueToken(token), withdrawAddressDelayHours, at);
      if (!entry) throw invalidLink();
      console.info(`[auth] User ${c.get('memberId')} confirmed a withdrawal address by its e-mailed link`);
      return ok<WithdrawAddress>(c, toWithdrawAddressView(entry, at), 'Address confirmed');
    });
}

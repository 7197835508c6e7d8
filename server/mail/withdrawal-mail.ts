import { findMailRecipient } from '../db/users';
import type { WithdrawalRecord } from '../domain/ledger';
import type { WithdrawalStep } from '../domain/mail/templates/withdrawal-step';
import { toDecimalString } from '../domain/money';
import { portalLink } from '../domain/portal-links';
import { memberMailer } from './member-mail';

/** After each withdrawal step (requested, approved, rejected, cancelled) has committed: the member's e-mail. */
export function withdrawalMailer(deps: Parameters<typeof memberMailer>[0]) {
  const send = memberMailer(deps);
  return async (step: WithdrawalStep, withdrawal: WithdrawalRecord): Promise<void> => {
    const recipient = await findMailRecipient(deps.db, withdrawal.userId);
    if (!recipient) return;
    await send(recipient, 'WITHDRAWAL_STEP', {
      step,
      amount: toDecimalString(withdrawal.amount),
      fee: toDecimalString(withdrawal.fee),
      symbol: withdrawal.symbol,
      address: withdrawal.address,
      addressLabel: withdrawal.addressLabel,
      reference: withdrawal.reference,
      reason: withdrawal.reason,
      txHash: withdrawal.txHash,
      at: deps.now(),
      walletLink: portalLink(deps.config, '/wallet'),
    });
  };
}

import { findMailRecipient } from '../db/users';
import type { WithdrawalRecord } from '../domain/ledger';
import { withdrawalMail } from '../domain/withdrawal-mail';
import type { WithdrawalStep } from '../domain/withdrawal-mail';
import { sendMail } from '../mail/send-mail';
import type { AppDeps } from './deps';

/** After each withdrawal step (requested, approved, rejected, cancelled) has committed: the member's e-mail. */
export function withdrawalMailer({ db, config, now, mail }: Pick<AppDeps, 'db' | 'config' | 'now' | 'mail'>) {
  return async (step: WithdrawalStep, withdrawal: WithdrawalRecord): Promise<void> => {
    const member = await findMailRecipient(db, withdrawal.userId);
    if (!member) return;
    await sendMail(db, mail, withdrawalMail(member, step, withdrawal, config, now()), now);
  };
}

import { explorerTransactionUrl } from '../../config/chains';
import type { WithdrawalRecord } from './ledger';
import { Decimal, toDecimalString } from './money';
import type { OutgoingMail } from './password-reset-mail';
import { portalLink } from './portal-links';

/** Each step of a withdrawal the member hears of by e-mail (and a notification). */
export type WithdrawalStep = 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

interface Recipient {
  email: string;
  username: string;
  fullName: string;
}

const SUBJECTS: Record<WithdrawalStep, string> = {
  REQUESTED: 'Withdrawal requested',
  APPROVED: 'Withdrawal approved and paid out',
  REJECTED: 'Withdrawal rejected',
  CANCELLED: 'Withdrawal cancelled',
};

const utc = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`;

/** What happened, in the member's terms. */
function stepLines(step: WithdrawalStep, withdrawal: WithdrawalRecord, walletLink: string): string[] {
  const back = `${toDecimalString(new Decimal(withdrawal.amount).plus(withdrawal.fee))} ${withdrawal.symbol}`;
  switch (step) {
    case 'REQUESTED':
      return [
        'It waits for an operator. Until one acts on it you can cancel it in your wallet (amount and fee come back):',
        walletLink,
        '',
        'If you did not ask for it, cancel it now and change your password and secure password: someone knows them.',
      ];
    case 'APPROVED': {
      const explorer = withdrawal.txHash ? explorerTransactionUrl(withdrawal.chainId, withdrawal.txHash) : null;
      return ['It was paid out.', ...(withdrawal.txHash ? [`Transaction: ${withdrawal.txHash}`] : []), ...(explorer ? [explorer] : [])];
    }
    case 'REJECTED':
      return [`It was rejected${withdrawal.reason ? `: ${withdrawal.reason}` : '.'}`, `${back} (amount and fee) are back in your wallet.`];
    case 'CANCELLED':
      return [`You cancelled it. ${back} (amount and fee) are back in your wallet.`];
  }
}

/** The e-mail of each withdrawal step: amount, fee, the address and its label, the reference and what happened. */
export function withdrawalMail(
  member: Recipient,
  step: WithdrawalStep,
  withdrawal: WithdrawalRecord,
  config: { publicUrl: string },
  at: Date,
): OutgoingMail {
  const amount = `${toDecimalString(withdrawal.amount)} ${withdrawal.symbol}`;
  const fee = `${toDecimalString(withdrawal.fee)} ${withdrawal.symbol}`;
  const to = withdrawal.addressLabel ? `${withdrawal.address} ("${withdrawal.addressLabel}")` : withdrawal.address;
  return {
    to: member.email,
    subject: `${SUBJECTS[step]}: ${amount}`,
    body: [
      `Hello ${member.fullName},`,
      '',
      `${SUBJECTS[step]} (account "${member.username}", ${utc(at)}).`,
      '',
      `Amount: ${amount}`,
      `Fee: ${fee}`,
      `To: ${to}`,
      `Reference: ${withdrawal.reference}`,
      '',
      ...stepLines(step, withdrawal, portalLink(config, '/wallet')),
    ].join('\n'),
  };
}

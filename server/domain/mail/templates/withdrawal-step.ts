import { numberFormat } from '../../../../config/format';
import { sumAmounts } from '../../money';
import { portalLink } from '../../portal-links';
import { formatMailTime } from '../mail-time';
import type { InEachLanguage, MailBlock } from '../message';
import { mailTemplate } from '../template';

/** Each step of a withdrawal the member hears of by e-mail (and a notification). */
export type WithdrawalStep = 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'CANCELLED';

export interface WithdrawalStepParams {
  step: WithdrawalStep;
  amount: string;
  fee: string;
  symbol: string;
  address: string;
  addressLabel: string | null;
  reference: string;
  /** The operator's reason of a rejection. */
  reason: string | null;
  /** The payout's transaction (approved); the wallet page links it to the chain's explorer. */
  txHash: string | null;
  at: Date;
  /** The wallet page, where a pending withdrawal can be cancelled. */
  walletLink: string;
}

const EXACT = 18;

const TEXTS: InEachLanguage<{
  subjects: Record<WithdrawalStep, (amount: string, site: string) => string>;
  headings: Record<WithdrawalStep, string>;
  requested: string;
  cancelAction: string;
  notYou: string;
  paid: string;
  rejected: (reason: string | null) => string;
  cancelled: string;
  back: (total: string) => string;
  rows: { amount: string; fee: string; to: string; reference: string; time: string; transaction: string };
  reason: (site: string) => string;
}> = {
  'vi-VN': {
    subjects: {
      REQUESTED: (amount, site) => `${site}: Đã nhận lệnh rút ${amount}`,
      APPROVED: (amount, site) => `${site}: Lệnh rút ${amount} đã được duyệt và chi trả`,
      REJECTED: (amount, site) => `${site}: Lệnh rút ${amount} bị từ chối`,
      CANCELLED: (amount, site) => `${site}: Lệnh rút ${amount} đã được hủy`,
    },
    headings: { REQUESTED: 'Đã nhận lệnh rút tiền', APPROVED: 'Lệnh rút đã được chi trả', REJECTED: 'Lệnh rút bị từ chối', CANCELLED: 'Lệnh rút đã được hủy' },
    requested: 'Lệnh rút đang chờ bộ phận vận hành xử lý. Trước khi được xử lý, bạn có thể hủy lệnh trong ví (số tiền và phí được hoàn lại).',
    cancelAction: 'Mở ví',
    notYou: 'Nếu không phải bạn yêu cầu, hãy hủy lệnh ngay và đổi mật khẩu đăng nhập cùng mật khẩu bảo mật: có người đã biết chúng.',
    paid: 'Khoản rút đã được chi trả. Giao dịch được liên kết tới trình khám phá chuỗi tại lệnh rút trong ví của bạn.',
    rejected: (reason) => (reason ? `Lệnh rút bị từ chối với lý do: ${reason}` : 'Lệnh rút bị từ chối.'),
    cancelled: 'Bạn đã hủy lệnh rút.',
    back: (total) => `${total} (số tiền và phí) đã được hoàn lại vào ví của bạn.`,
    rows: { amount: 'Số tiền', fee: 'Phí', to: 'Đến địa chỉ', reference: 'Mã tham chiếu', time: 'Thời gian', transaction: 'Mã giao dịch' },
    reason: (site) => `Bạn nhận được e-mail này vì có một lệnh rút tiền trên tài khoản ${site} của bạn.`,
  },
  'en-US': {
    subjects: {
      REQUESTED: (amount, site) => `${site}: Withdrawal of ${amount} requested`,
      APPROVED: (amount, site) => `${site}: Withdrawal of ${amount} approved and paid out`,
      REJECTED: (amount, site) => `${site}: Withdrawal of ${amount} rejected`,
      CANCELLED: (amount, site) => `${site}: Withdrawal of ${amount} cancelled`,
    },
    headings: { REQUESTED: 'Withdrawal requested', APPROVED: 'Withdrawal paid out', REJECTED: 'Withdrawal rejected', CANCELLED: 'Withdrawal cancelled' },
    requested: 'It waits for an operator. Until one acts on it you can cancel it in your wallet (amount and fee come back).',
    cancelAction: 'Open the wallet',
    notYou: 'If you did not ask for it, cancel it now and change your password and secure password: someone knows them.',
    paid: 'It was paid out. The withdrawal in your wallet links its transaction on the chain explorer.',
    rejected: (reason) => (reason ? `It was rejected: ${reason}` : 'It was rejected.'),
    cancelled: 'You cancelled it.',
    back: (total) => `${total} (amount and fee) are back in your wallet.`,
    rows: { amount: 'Amount', fee: 'Fee', to: 'To', reference: 'Reference', time: 'Time', transaction: 'Transaction' },
    reason: (site) => `You get this e-mail because a withdrawal was made on your ${site} account.`,
  },
};

/** The e-mail of each withdrawal step: amount, fee, the address and its label, the reference and what happened. */
export const withdrawalStepMail = mailTemplate<WithdrawalStepParams>({
  compose(p, { language, brand }) {
    const t = TEXTS[language];
    const format = numberFormat(language);
    const amount = format.amount(p.amount, p.symbol, EXACT);
    const total = format.amount(sumAmounts([p.amount, p.fee]), p.symbol, EXACT);
    const rows = [
      { label: t.rows.amount, value: amount },
      { label: t.rows.fee, value: format.amount(p.fee, p.symbol, EXACT) },
      { label: t.rows.to, value: p.addressLabel ? `${p.address} (${p.addressLabel})` : p.address },
      { label: t.rows.reference, value: p.reference },
      { label: t.rows.time, value: formatMailTime(p.at, language) },
      ...(p.step === 'APPROVED' && p.txHash ? [{ label: t.rows.transaction, value: p.txHash }] : []),
    ];
    const outcome: MailBlock[] =
      p.step === 'REQUESTED'
        ? [
            { type: 'text', text: t.requested },
            { type: 'action', label: t.cancelAction, url: p.walletLink },
            { type: 'warning', text: t.notYou },
          ]
        : p.step === 'APPROVED'
          ? [{ type: 'text', text: t.paid }]
          : [{ type: 'text', text: p.step === 'REJECTED' ? t.rejected(p.reason) : t.cancelled }, { type: 'text', text: t.back(total) }];
    return {
      subject: t.subjects[p.step](amount, brand.siteName),
      heading: t.headings[p.step],
      blocks: [{ type: 'details', rows }, ...outcome],
      reason: t.reason(brand.siteName),
    };
  },
  examples: (config) => {
    const base = {
      amount: '100',
      fee: '1.5',
      symbol: 'USDT',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      addressLabel: 'Binance <main>',
      reference: 'WDEXAMPLE01',
      reason: null,
      txHash: null,
      at: new Date('2026-11-26T14:05:00Z'),
      walletLink: portalLink(config, '/wallet'),
    };
    return [
      { ...base, step: 'REQUESTED' as const },
      { ...base, step: 'APPROVED' as const, txHash: `0x${'ab'.repeat(32)}` },
      { ...base, step: 'REJECTED' as const, reason: 'The address <is> not allowed' },
      { ...base, step: 'REJECTED' as const, addressLabel: null },
      { ...base, step: 'CANCELLED' as const },
    ];
  },
});

/**
 * The VietQR payload (NAPAS247, an EMVCo merchant-presented QR): fields of a 2-digit ID, a 2-digit length and
 * the value, ending with a CRC-16/CCITT-FALSE over everything up to and including `6304`.
 */

export const VIETQR_GUID = 'A000000727';
export const VIETQR_ACCOUNT_SERVICE = 'QRIBFTTA';
const CURRENCY_VND = '704';
const COUNTRY_VN = 'VN';
const MAX_ADDITIONAL_TEXT = 25;
const MAX_AMOUNT_DIGITS = 13;

export interface VietQrInput {
  /** The bank's 6-digit BIN. */
  bin: string;
  /** At most 19 letters or digits. */
  accountNumber: string;
  /** A positive whole number of VND; the QR is dynamic (one payment) when set. */
  amountVnd?: number;
  /** The transfer content (62.08), at most 25 characters once written without diacritics. */
  purpose?: string;
  /** 62.01, at most 25 characters. */
  billNumber?: string;
}

export class VietQrError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VietQrError';
  }
}

function field(id: string, value: string): string {
  if (value.length === 0 || value.length > 99) throw new VietQrError(`Field ${id} must hold 1 to 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) as 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Vietnamese text as banks expect transfer content: no diacritics (đ → d), single spaces. */
export function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim();
}

function additionalText(label: string, value: string): string {
  if (!/^[\x20-\x7e]+$/.test(value)) throw new VietQrError(`${label} must be plain text without diacritics`);
  if (value.length > MAX_ADDITIONAL_TEXT) throw new VietQrError(`${label} must be at most ${MAX_ADDITIONAL_TEXT} characters`);
  return value;
}

export function buildVietQrPayload(input: VietQrInput): string {
  if (!/^\d{6}$/.test(input.bin)) throw new VietQrError('The BIN must be 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(input.accountNumber)) throw new VietQrError('The account number must be 1 to 19 letters or digits');
  const hasAmount = input.amountVnd !== undefined;
  if (hasAmount) {
    const amount = input.amountVnd as number;
    if (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > MAX_AMOUNT_DIGITS) {
      throw new VietQrError(`The amount must be a whole number of VND with at most ${MAX_AMOUNT_DIGITS} digits`);
    }
  }
  const purpose = input.purpose === undefined ? '' : withoutDiacritics(input.purpose);
  const billNumber = input.billNumber?.trim() ?? '';
  const additional =
    (billNumber ? field('01', additionalText('The bill number', billNumber)) : '') +
    (purpose ? field('08', additionalText('The purpose', purpose)) : '');

  const beneficiary = field('00', input.bin) + field('01', input.accountNumber);
  const account = field('00', VIETQR_GUID) + field('01', beneficiary) + field('02', VIETQR_ACCOUNT_SERVICE);
  const body =
    field('00', '01') +
    field('01', hasAmount ? '12' : '11') +
    field('38', account) +
    field('53', CURRENCY_VND) +
    (hasAmount ? field('54', String(input.amountVnd)) : '') +
    field('58', COUNTRY_VN) +
    (additional ? field('62', additional) : '') +
    '6304';
  return body + crc16CcittFalse(body);
}

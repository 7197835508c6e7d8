const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The exact sum of plain decimal strings, as the API sends them (anything else counts as 0). Integer
 * arithmetic on the digits keeps bignumber.js off the dashboard, which only needs this one sum.
 */
export function sumAmounts(amounts: readonly string[]): string {
  const values = amounts.map((amount) => amount.trim()).filter((amount) => PLAIN_DECIMAL.test(amount));
  const scale = Math.max(0, ...values.map((amount) => (amount.split('.')[1] ?? '').length));
  const total = values.reduce((sum, amount) => {
    const [whole, fraction = ''] = amount.replace('-', '').split('.');
    const units = BigInt(whole + fraction.padEnd(scale, '0'));
    return amount.startsWith('-') ? sum - units : sum + units;
  }, BigInt(0));
  const digits = (total < 0 ? -total : total).toString().padStart(scale + 1, '0');
  const text = scale > 0 ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, '') : digits;
  return total < 0 ? `-${text}` : text;
}

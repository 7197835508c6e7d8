/** A rate as a percentage ("0.05" → "5", "0.025" → "2.5"), by moving the decimal point: no float rounding. */
export function ratePercent(rate: string): string {
  const [integer = '0', fraction = ''] = rate.split('.');
  const padded = fraction.padEnd(2, '0');
  const whole = `${integer}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${whole}.${rest}` : whole;
}

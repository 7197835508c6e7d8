const VND_FORMAT = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

/** "2.500.000 VND": Vietnamese grouping, whole dong. */
export function formatVnd(amount: number): string {
  return `${VND_FORMAT.format(amount)} VND`;
}

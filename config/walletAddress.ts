/** `0x1234…abcd`: the start and end a member compares with the wallet's display. */
export function shortenAddress(address: string, visible = 4): string {
  if (address.length <= 2 + visible * 2 + 1) return address;
  return `${address.slice(0, 2 + visible)}…${address.slice(-visible)}`;
}

export function isSameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.toLowerCase() === b.toLowerCase());
}

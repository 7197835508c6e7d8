/** A BNB Smart Chain address as typed: 0x and 40 hex digits (the server stores its EIP-55 checksum form). */
export const BSC_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
export const isBscAddress = (value: string) => BSC_ADDRESS_PATTERN.test(value);

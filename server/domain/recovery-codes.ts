import { createHash, randomInt } from 'node:crypto';

import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../../contract/second-factors';

/** A new code as shown to the member: 16 random characters of the alphabet (80 bits) in groups of four. */
function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code.match(/.{4}/g)!.join('-');
}

/** A new set of codes, all different. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * The stored form of a code: sha256 (hex) of its 16 characters in upper case without dashes (what the contract's
 * recoveryCodeSchema reads a typed code as). A code has 80 random bits, so no salt or slow hash is needed.
 */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.replace(/-/g, '').toUpperCase()).digest('hex');
}

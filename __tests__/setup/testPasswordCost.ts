/** scrypt at about a millisecond per hash: the suite signs up and signs in hundreds of times. */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

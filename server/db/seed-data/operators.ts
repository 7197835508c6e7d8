import type { OperatorRole } from '../../../contract/enums';

/** The demo operators' password (README, Demo accounts). */
export const DEMO_OPERATOR_PASSWORD = 'Ops@12345';

export interface SeedOperator {
  username: string;
  role: OperatorRole;
  totpSecret: string;
  /**
   * A known API token, for the e2e suite and the check scripts, which run the server on a fresh demo database they
   * cannot open beside it. Demo world only: a real deployment's operators make their own (`operator token`).
   */
  apiToken: string;
}

export const seedOperators: readonly SeedOperator[] = [
  { username: 'admin', role: 'ADMIN', totpSecret: 'FILHUBOPSADMINTOTPSECRETKEY23456', apiToken: 'fhops_demo-admin-token-not-for-production-0001' },
  // A second admin: creating an operator or changing a role waits for another admin's approval.
  { username: 'admin2', role: 'ADMIN', totpSecret: 'FILHUBOPSADMIN2TOTPSECRETKEY2345', apiToken: 'fhops_demo-admin2-token-not-for-production-001' },
  { username: 'finance', role: 'FINANCE', totpSecret: 'FILHUBOPSFINANCETOTPSECRETKEY234', apiToken: 'fhops_demo-finance-token-not-for-production-01' },
  { username: 'support', role: 'SUPPORT', totpSecret: 'FILHUBOPSSUPPORTTOTPSECRETKEY234', apiToken: 'fhops_demo-support-token-not-for-production-01' },
];

export const demoOperatorToken = (username: 'admin' | 'admin2' | 'finance' | 'support'): string => {
  const operator = seedOperators.find((candidate) => candidate.username === username);
  if (!operator) throw new Error(`No demo operator ${username}`);
  return operator.apiToken;
};

import type { OperatorRole } from './enums';

/** What a live setup link shows: who is being set up and the authenticator to enrol. */
export interface OperatorSetupInfo {
  username: string;
  role: OperatorRole;
  totpSecret: string;
  otpauthUri: string;
}

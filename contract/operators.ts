import type { OperatorRole } from './enums';

/** What a live setup link shows: who is being set up and the authenticator to enrol. */
export interface OperatorSetupInfo {
  username: string;
  role: OperatorRole;
  totpSecret: string;
  otpauthUri: string;
}

/** The signed-in operator, as the console shows them. */
export interface OperatorSessionView {
  username: string;
  role: OperatorRole;
  /** Minutes without a request after which the session ends. */
  idleMinutes: number;
}

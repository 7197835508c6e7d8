import type { AdjustmentStatus, OperatorChangeKind, OperatorRole } from './enums';

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

/** An admin's request to create an operator or change a role, as the console and the CLI show it. */
export interface OperatorChange {
  id: string;
  kind: OperatorChangeKind;
  username: string;
  role: OperatorRole;
  /** ROLE: the role when asked for; null for CREATE. */
  previousRole: OperatorRole | null;
  status: AdjustmentStatus;
  requestedBy: string;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
}

/** A decided request; an approved CREATE carries the new operator's one-time setup link (shown to the approver once). */
export interface OperatorChangeDecision extends OperatorChange {
  setupPath: string | null;
  expiresAt: string | null;
}

/** An operator's API token (for `npm run ops`), without its secret. */
export interface OperatorTokenView {
  id: string;
  label: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** An operator as GET ops/operators lists them (admins only). */
export interface OperatorView {
  username: string;
  role: OperatorRole;
  /** A password and an enrolled authenticator (from the one-time setup link). */
  setUp: boolean;
  createdAt: string;
  /** Set when the operator can no longer sign in. */
  disabledAt: string | null;
  tokens: OperatorTokenView[];
}

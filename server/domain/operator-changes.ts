import type { AdjustmentStatus, OperatorChangeKind, OperatorRole } from '../../contract/enums';
import type { OperatorChange } from '../../contract/operators';

/** An operator request's row, with its admins' names, as the wire shows it. */
export function toOperatorChangeView(row: {
  change: {
    id: string;
    kind: OperatorChangeKind;
    username: string;
    role: OperatorRole;
    previousRole: OperatorRole | null;
    status: AdjustmentStatus;
    createdAt: Date;
    decidedAt: Date | null;
    rejectReason: string | null;
  };
  requestedBy: string;
  decidedBy: string | null;
}): OperatorChange {
  const { change } = row;
  return {
    id: change.id,
    kind: change.kind,
    username: change.username,
    role: change.role,
    previousRole: change.previousRole,
    status: change.status,
    requestedBy: row.requestedBy,
    createdAt: change.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: change.decidedAt?.toISOString() ?? null,
    rejectReason: change.rejectReason,
  };
}

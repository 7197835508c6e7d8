// Compares what the members were answered during a transfer burst with what the ledger holds afterwards.
import { computeFee, type FeeRule } from '../../contract/money-rules/fees';
import { toDecimalString } from '../../server/domain/money';
import type { LedgerRow, SqlReader } from './ledger-audit';
import type { BurstResult, TransferRequest } from './transfer-burst';

export interface BurstAudit {
  /** Answered 200: how many, and those whose reference is missing or whose rows are not exactly the transfer's. */
  succeeded: number;
  succeededMissing: number[];
  succeededWrongRows: number[];
  /** Answered with an error status, refused connections and requests never sent: any of them in the ledger. */
  refused: number;
  refusedPresent: number[];
  /** Connection died without an answer: complete in the ledger, absent, or partial (a failure). */
  lost: number;
  lostCommitted: number;
  lostAbsent: number;
  lostPartial: number[];
  /** Transfer references written since the burst began that belong to no request of it. */
  strayReferences: string[];
}

export async function readTransferFeeRule(reader: SqlReader): Promise<FeeRule> {
  const [row] = await reader.query<{ rule: FeeRule }>(`SELECT settings->'TRANSFER' AS rule FROM tokens WHERE code = 'EV'`);
  return typeof row.rule === 'string' ? (JSON.parse(row.rule) as FeeRule) : row.rule;
}

const rowKey = (row: Pick<LedgerRow, 'username' | 'type' | 'amount'>) => `${row.username} ${row.type} ${row.amount}`;
const requestKey = (sender: string, amount: string) => `${sender}|${toDecimalString(amount)}`;

function expectedRows(request: TransferRequest, fee: string): string[] {
  const rows = [
    { username: request.sender, type: 'TRANSFER_OUT', amount: toDecimalString(`-${request.amount}`) },
    { username: request.receiver, type: 'TRANSFER_IN', amount: toDecimalString(request.amount) },
  ];
  if (toDecimalString(fee) !== '0') rows.push({ username: request.sender, type: 'FEE', amount: toDecimalString(`-${fee}`) });
  return rows.map(rowKey).sort();
}

const sameRows = (group: readonly LedgerRow[], expected: readonly string[]) =>
  JSON.stringify(group.map(rowKey).sort()) === JSON.stringify(expected);

export function auditBurst(burst: BurstResult, groups: ReadonlyMap<string, LedgerRow[]>, feeRule: FeeRule): BurstAudit {
  // A group is found by its sender's TRANSFER_OUT row, whose amount is unique in the burst.
  const groupByRequest = new Map<string, { reference: string; rows: LedgerRow[] }>();
  const strayReferences: string[] = [];
  for (const [reference, rows] of groups) {
    const out = rows.filter((row) => row.type === 'TRANSFER_OUT');
    if (out.length !== 1) {
      strayReferences.push(reference);
      continue;
    }
    groupByRequest.set(requestKey(out[0].username, out[0].amount.replace(/^-/, '')), { reference, rows });
  }
  const matched = new Set<string>();
  const audit: BurstAudit = {
    succeeded: 0, succeededMissing: [], succeededWrongRows: [],
    refused: 0, refusedPresent: [],
    lost: 0, lostCommitted: 0, lostAbsent: 0, lostPartial: [],
    strayReferences,
  };

  burst.requests.forEach((request, position) => {
    const outcome = burst.outcomes[position];
    const found = groupByRequest.get(requestKey(request.sender, request.amount));
    if (found) matched.add(found.reference);
    const expected = expectedRows(request, computeFee(request.amount, feeRule));
    if (outcome.state === 'answered' && outcome.status === 200) {
      audit.succeeded += 1;
      if (!outcome.reference || !groups.has(outcome.reference)) audit.succeededMissing.push(request.index);
      else if (!sameRows(groups.get(outcome.reference) ?? [], expectedRows(request, outcome.fee ?? '0'))) audit.succeededWrongRows.push(request.index);
    } else if (outcome.state === 'connection-lost') {
      audit.lost += 1;
      if (!found) audit.lostAbsent += 1;
      else if (sameRows(found.rows, expected)) audit.lostCommitted += 1;
      else audit.lostPartial.push(request.index);
    } else {
      audit.refused += 1;
      if (found) audit.refusedPresent.push(request.index);
    }
  });
  for (const reference of groups.keys()) {
    if (!matched.has(reference) && !strayReferences.includes(reference)) strayReferences.push(reference);
  }
  return audit;
}

// Operator CLI (`npm run ops`, scripts/ops.ts runs it): a thin client of the running server's ops/ API. It never
// opens the database, so it works while `npm run dev`, `npm start` or `npm run api` holds the embedded one. The one
// exception is `operator bootstrap` (the first admin, while no token exists): see scripts/ops-bootstrap.ts.

const USAGE = `Usage: npm run ops -- <command>

Commands:
  settings set <WEB|CONTACT|BANKING|SECURITY> <name> <value>
                                                       Change (or add) a site setting
      e.g. npm run ops -- settings set WEB maintenance true
           npm run ops -- settings set SECURITY withdrawAddressDelayHours 48
  kyc approve <username>                               Approve a member's pending KYC
  kyc reject <username> "<reason>"                     Reject it; the member reads the reason
  withdraw approve <id> <transaction hash>             Approve a pending withdrawal after paying it out (0x + 64 hex)
  withdraw reject <id> "<reason>"                      Reject it: the amount and the fee go back to the member
  confirm-order <code>                                 Confirm a bank order's payment (the transfer content, e.g. FHABCD2345)
  unblock <username>                                   Lift the money-out block a "this was not me" answer set (after checking with the member)
  accrue-mining [YYYY-MM-DD]                           Credit the mining rewards: without a date every day missed up to
                                                       yesterday (UTC), oldest first; with one, that day. A contract-day
                                                       is credited once, so a second run credits nothing
  operator add <name> --role admin|finance|support     Ask for a new operator: it waits for a second admin
  operator role <name> --role admin|finance|support    Ask for another role of an operator: it waits for a second admin
  operator pending                                     Operator requests waiting for a second admin
  operator approve <request id>                        Approve another admin's request (a new operator: prints its
                                                       one-time setup link, 24 h)
  operator reject <request id> "<reason>"              Reject a request (or withdraw your own)
  operator token <name> [label]                        Make an API token of the operator; printed once
  operator revoke-token <id>                           Revoke an API token (ids in operator list)
  operator list                                        Operators, their roles and tokens
  operator bootstrap <name>                            The first admin, directly on the database while no admin
                                                       exists (stop the server first on the embedded database)

Roles: support decides KYC; finance withdrawals, bank orders and mining; admin everything
(settings, unblock, operators: a new operator or another role takes two admins). Every action is written to the audit log under the token's operator.

Environment (also read from .env files):
  OPS_API_TOKEN   your operator API token (required; from operator token or bootstrap)
  OPS_URL         the API base URL (default http://localhost:3000/api)`;

/** A refusal the CLI prints as it is (no stack) before exiting with 1. */
export class CliError extends Error {}

/** Where a run reads its environment and prints its lines (a process: process.env and stdout). */
export interface OpsIo {
  env: NodeJS.ProcessEnv;
  print(line: string): void;
}

interface Target {
  baseUrl: string;
  token: string;
  print: OpsIo['print'];
}

interface ApiBody {
  statusCode?: number;
  message?: string;
  data?: unknown;
  errors?: Record<string, string>;
}

function readTarget({ env, print }: OpsIo): Target {
  const token = env.OPS_API_TOKEN?.trim();
  if (!token) {
    const legacy = env.OPS_TOKEN?.trim() ? ' OPS_TOKEN (the old shared token) is no longer used.' : '';
    throw new CliError(`OPS_API_TOKEN is not set. Set it to your operator API token (npm run ops -- operator token <name>).${legacy}`);
  }
  const baseUrl = (env.OPS_URL?.trim() || 'http://localhost:3000/api').replace(/\/+$/, '');
  return { baseUrl, token, print };
}

function explainFailure(status: number, body: ApiBody | null): string {
  const detail = body?.message ? `: ${body.message}` : '';
  const fields = body?.errors
    ? `\n${Object.entries(body.errors)
        .map(([field, message]) => `  ${field}: ${message}`)
        .join('\n')}`
    : '';
  if (status === 401) return `The server rejected OPS_API_TOKEN (401)${detail}. It is unknown or revoked, or its operator is disabled.`;
  if (status === 403) return `Refused (403)${detail}. Ask an operator whose role allows it.`;
  if (status === 404) return `Not found (404)${detail}. Check the name or id, and OPS_URL.`;
  return `The server answered ${status}${detail}${fields}`;
}

async function call(target: Target, method: string, path: string, body?: unknown): Promise<unknown> {
  const url = `${target.baseUrl}/ops/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new CliError(`Cannot reach the server at ${target.baseUrl}. Is it running (npm run dev, npm start or npm run api)? Set OPS_URL if it listens elsewhere.`);
  }
  const parsed = (await response.json().catch(() => null)) as ApiBody | null;
  if (!response.ok) throw new CliError(explainFailure(response.status, parsed));
  return parsed?.data;
}

async function settingsSet(target: Target, args: string[]) {
  if (args.length !== 3) throw new CliError(`settings set takes <group> <name> <value>\n\n${USAGE}`);
  const [group, name, value] = args;
  const saved = (await call(target, 'PUT', `setting/${encodeURIComponent(group)}/${encodeURIComponent(name)}`, {
    value,
  })) as { group: string; name: string; value: string };
  target.print(`Setting ${saved.group}.${saved.name} = ${saved.value}`);
}

interface KycAnswer {
  status: string;
  rejectReason: string | null;
}

async function kycDecision(target: Target, decision: 'APPROVE' | 'REJECT', args: string[]) {
  const expected = decision === 'APPROVE' ? 'kyc approve <username>' : 'kyc reject <username> "<reason>"';
  if (args.length !== (decision === 'APPROVE' ? 1 : 2)) throw new CliError(`${expected}\n\n${USAGE}`);
  const [username, reason] = args;
  const kyc = (await call(target, 'POST', `kyc/${encodeURIComponent(username)}`, { decision, reason })) as KycAnswer;
  target.print(`KYC of ${username}: ${kyc.status}${kyc.rejectReason ? ` (reason: ${kyc.rejectReason})` : ''}`);
}

interface WithdrawalAnswer {
  _id: string;
  reference: string;
  amount: string;
  fee: string;
  symbol: string;
  address: string;
  status: string;
  reason: string | null;
  txHash: string | null;
}

async function withdrawDecision(target: Target, decision: 'APPROVE' | 'REJECT', args: string[]) {
  const expected = decision === 'APPROVE' ? 'withdraw approve <id> <transaction hash>' : 'withdraw reject <id> "<reason>"';
  if (args.length !== 2) throw new CliError(`${expected}\n\n${USAGE}`);
  const [id, detail] = args;
  const body = decision === 'APPROVE' ? { decision, txHash: detail } : { decision, reason: detail };
  const withdrawal = (await call(target, 'POST', `withdraw/${encodeURIComponent(id)}`, body)) as WithdrawalAnswer;
  const refunded = withdrawal.status === 'REJECTED' ? `; refunded ${withdrawal.amount} + fee ${withdrawal.fee} ${withdrawal.symbol}` : '';
  const outcome = withdrawal.txHash ? ` (transaction ${withdrawal.txHash})` : withdrawal.reason ? ` (reason: ${withdrawal.reason})` : '';
  target.print(
    `Withdrawal ${withdrawal._id} (${withdrawal.reference}, ${withdrawal.amount} ${withdrawal.symbol} to ${withdrawal.address}): ${withdrawal.status}${outcome}${refunded}`,
  );
}

interface AccrualAnswer {
  date: string;
  credited: number;
  amount: string;
}

const printAccrual = (print: OpsIo['print'], accrual: AccrualAnswer) =>
  print(
    accrual.credited === 0
      ? `Mining of ${accrual.date}: nothing to credit (no active contract, or already credited)`
      : `Mining of ${accrual.date}: credited ${accrual.amount} EC to ${accrual.credited} contract${accrual.credited === 1 ? '' : 's'}`,
  );

/** Without a date: the days the mining job would pay now (ops/mining/pay-missed), each claimed once. */
async function accrueMissedDays(target: Target) {
  const payment = (await call(target, 'POST', 'mining/pay-missed')) as { paid: AccrualAnswer[]; alreadyRunning: string[] };
  for (const day of payment.paid) printAccrual(target.print, day);
  for (const day of payment.alreadyRunning) target.print(`Mining of ${day}: being paid by another run`);
  if (payment.paid.length === 0 && payment.alreadyRunning.length === 0) target.print('Mining: no missed day to pay (every day up to yesterday is paid)');
}

async function accrueMining(target: Target, args: string[]) {
  if (args.length > 1) throw new CliError(`accrue-mining takes at most one date (YYYY-MM-DD)\n\n${USAGE}`);
  if (args.length === 0) return accrueMissedDays(target);
  printAccrual(target.print, (await call(target, 'POST', 'mining/accrue', { date: args[0] })) as AccrualAnswer);
}

interface OrderAnswer {
  code: string;
  status: string;
  total: string;
  payment: { amountVnd: number } | null;
  items: Array<{ code: string; quantity: number }>;
}

async function confirmOrder(target: Target, args: string[]) {
  if (args.length !== 1) throw new CliError(`confirm-order takes the order code\n\n${USAGE}`);
  const order = (await call(target, 'POST', `order/${encodeURIComponent(args[0])}/confirm`)) as OrderAnswer;
  const items = order.items.map((item) => `${item.quantity} × ${item.code}`).join(', ');
  const vnd = order.payment ? `, ${order.payment.amountVnd} VND` : '';
  target.print(`Order ${order.code} (${order.total} USDT${vnd}: ${items}): ${order.status}`);
}

interface UnblockAnswer {
  username: string;
  blockedAt: string;
  reason: string | null;
}

async function unblock(target: Target, args: string[]) {
  if (args.length !== 1) throw new CliError(`unblock takes the username\n\n${USAGE}`);
  const answer = (await call(target, 'POST', `member/${encodeURIComponent(args[0])}/unblock`)) as UnblockAnswer;
  target.print(`Money out of ${answer.username} unblocked (blocked since ${answer.blockedAt}${answer.reason ? `: ${answer.reason}` : ''})`);
}

interface OperatorChangeAnswer {
  id: string;
  kind: 'CREATE' | 'ROLE';
  username: string;
  role: string;
  previousRole: string | null;
  requestedBy: string;
  createdAt: string;
  setupPath?: string | null;
  expiresAt?: string | null;
}

const WAITING = (change: OperatorChangeAnswer) =>
  `waiting for a second admin (request ${change.id}). Another admin approves it with: npm run ops -- operator approve ${change.id}`;

/** `<name> --role <role>` of operator add and operator role. */
function nameAndRole(command: string, args: string[]) {
  const roleAt = args.indexOf('--role');
  const role = roleAt >= 0 ? args[roleAt + 1] : undefined;
  const names = args.filter((_arg, index) => index !== roleAt && index !== roleAt + 1);
  if (names.length !== 1 || !role) throw new CliError(`${command} takes <name> --role admin|finance|support\n\n${USAGE}`);
  return { name: names[0], role: role.toUpperCase() };
}

async function operatorAdd(target: Target, args: string[]) {
  const { name, role } = nameAndRole('operator add', args);
  const asked = (await call(target, 'POST', 'operators', { username: name, role })) as OperatorChangeAnswer;
  target.print(`Operator ${asked.username} (${asked.role}): ${WAITING(asked)}`);
}

async function operatorRole(target: Target, args: string[]) {
  const { name, role } = nameAndRole('operator role', args);
  const asked = (await call(target, 'PUT', `operators/${encodeURIComponent(name)}/role`, { role })) as OperatorChangeAnswer;
  target.print(`Role of ${asked.username} (${asked.previousRole} to ${asked.role}): ${WAITING(asked)}`);
}

const describeChange = (change: OperatorChangeAnswer) =>
  change.kind === 'CREATE' ? `new operator ${change.username} (${change.role})` : `role of ${change.username}: ${change.previousRole} to ${change.role}`;

async function operatorPending(target: Target, args: string[]) {
  if (args.length !== 0) throw new CliError(`operator pending takes no arguments\n\n${USAGE}`);
  const changes = (await call(target, 'GET', 'operator-changes')) as OperatorChangeAnswer[];
  if (changes.length === 0) target.print('No operator request waits for a second admin.');
  for (const change of changes) target.print(`${change.id} ${describeChange(change)}, asked by ${change.requestedBy} at ${change.createdAt}`);
}

async function operatorApprove(target: Target, args: string[]) {
  if (args.length !== 1) throw new CliError(`operator approve takes the request id\n\n${USAGE}`);
  const approved = (await call(target, 'POST', `operator-changes/${encodeURIComponent(args[0])}/approve`)) as OperatorChangeAnswer;
  if (approved.kind === 'ROLE') {
    target.print(`Approved: ${approved.username} is now ${approved.role} (was ${approved.previousRole}).`);
    return;
  }
  const base = target.baseUrl.replace(/\/api$/, '');
  target.print(`Operator ${approved.username} (${approved.role}) created. One-time setup link (until ${approved.expiresAt}):\n${base}${approved.setupPath}`);
}

async function operatorReject(target: Target, args: string[]) {
  if (args.length !== 2 || !args[1].trim()) throw new CliError(`operator reject takes the request id and a reason\n\n${USAGE}`);
  const rejected = (await call(target, 'POST', `operator-changes/${encodeURIComponent(args[0])}/reject`, { reason: args[1] })) as OperatorChangeAnswer;
  target.print(`Rejected: ${describeChange(rejected)}.`);
}

async function operatorToken(target: Target, args: string[]) {
  if (args.length < 1 || args.length > 2) throw new CliError(`operator token takes <name> [label]\n\n${USAGE}`);
  const body = args[1] ? { label: args[1] } : {};
  const made = (await call(target, 'POST', `operators/${encodeURIComponent(args[0])}/tokens`, body)) as { id: string; label: string; token: string };
  target.print(`API token ${made.id} (${made.label}) of ${args[0]}, shown once:\n${made.token}`);
}

async function operatorRevokeToken(target: Target, args: string[]) {
  if (args.length !== 1) throw new CliError(`operator revoke-token takes the token id\n\n${USAGE}`);
  const revoked = (await call(target, 'DELETE', `operators/tokens/${encodeURIComponent(args[0])}`)) as { id: string; label: string };
  target.print(`API token ${revoked.id} (${revoked.label}) revoked`);
}

interface OperatorLine {
  username: string;
  role: string;
  setUp: boolean;
  disabledAt: string | null;
  tokens: Array<{ id: string; label: string; lastUsedAt: string | null; revokedAt: string | null }>;
}

async function operatorList(target: Target, args: string[]) {
  if (args.length !== 0) throw new CliError(`operator list takes no arguments\n\n${USAGE}`);
  const operators = (await call(target, 'GET', 'operators')) as OperatorLine[];
  for (const operator of operators) {
    const state = operator.disabledAt ? 'disabled' : operator.setUp ? 'set up' : 'setup pending';
    target.print(`${operator.username} ${operator.role} (${state})`);
    for (const token of operator.tokens) {
      const status = token.revokedAt ? `revoked ${token.revokedAt}` : `last used ${token.lastUsedAt ?? 'never'}`;
      target.print(`  token ${token.id} ${token.label}: ${status}`);
    }
  }
}

const commands: Record<string, (target: Target, args: string[]) => Promise<void>> = {
  'operator add': operatorAdd,
  'operator role': operatorRole,
  'operator pending': operatorPending,
  'operator approve': operatorApprove,
  'operator reject': operatorReject,
  'operator token': operatorToken,
  'operator revoke-token': operatorRevokeToken,
  'operator list': operatorList,
  'confirm-order': confirmOrder,
  'accrue-mining': accrueMining,
  unblock,
  'settings set': settingsSet,
  'kyc approve': (target, args) => kycDecision(target, 'APPROVE', args),
  'kyc reject': (target, args) => kycDecision(target, 'REJECT', args),
  'withdraw approve': (target, args) => withdrawDecision(target, 'APPROVE', args),
  'withdraw reject': (target, args) => withdrawDecision(target, 'REJECT', args),
};

/** Runs one command of the API's (not `operator bootstrap`: scripts/ops.ts); a refusal throws a CliError. */
export async function runOps(argv: string[], io: OpsIo): Promise<void> {
  const twoWords = argv.slice(0, 2).join(' ');
  const name = Object.hasOwn(commands, twoWords) ? twoWords : (argv[0] ?? '');
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
      io.print(USAGE);
      return;
    }
    throw new CliError(`Unknown command "${argv.join(' ')}".\n\n${USAGE}`);
  }
  await command(readTarget(io), argv.slice(name.split(' ').length));
}

/** `operator bootstrap NAME` with a wrong number of arguments. */
export const bootstrapUsageError = () => new CliError(`operator bootstrap takes <name>\n\n${USAGE}`);

// Scale-out check, money: an order's Idempotency-Key holds across instances, transfers racing on both
// instances never overdraw a wallet, and mining accrual on both instances credits a contract-day once.
import { Decimal, toDecimalString } from '../../server/domain/money';
import { callApi, CHECK_OPS_TOKEN, signIn, type ProductionServer } from './production-server';
import { PASSWORD, type ScaleOutContext } from './scale-out-context';
import { SECURE_PASSWORD } from './transfer-burst';

interface Order {
  _id: string;
  code: string;
}

interface Product {
  _id: string;
  code: string;
  pointPrice: string;
}

async function evBalance(server: ProductionServer, token: string): Promise<string> {
  const answer = await callApi<{ symbol: string; balance: string }[]>(server.origin, 'GET', 'auth/client/wallets', { token });
  return answer.body.data.find((wallet) => wallet.symbol === 'EV')?.balance ?? '0';
}

function placeOrder(server: ProductionServer, token: string, key: string, productId: string) {
  return callApi<Order>(server.origin, 'POST', 'auth/order/create', {
    token,
    headers: { 'idempotency-key': key },
    body: { items: [{ productId, quantity: 1 }], method: 'POINT', symbol: 'EV', securePassword: SECURE_PASSWORD },
  });
}

async function debitsOf(context: ScaleOutContext, code: string | undefined): Promise<number> {
  const [row] = await context.reader.query<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM transactions WHERE type = 'ORDER_PAYMENT' AND reference = $1`,
    [code ?? ''],
  );
  return row.rows;
}

export async function checkOrderIdempotency(context: ScaleOutContext): Promise<void> {
  const { a, b, report } = context;
  const { accessToken } = await signIn(a.origin, 'demo', PASSWORD);
  const products = await callApi<Product[]>(a.origin, 'GET', 'auth/product/list?kind=MINING', { token: accessToken });
  const unit = products.body.data.find((product) => product.code === 'MIN-1TIB') ?? products.body.data[0];
  const runId = Date.now().toString(36);

  const before = await evBalance(a, accessToken);
  const first = await placeOrder(a, accessToken, `scale-out-${runId}-1`, unit._id);
  const replay = await placeOrder(b, accessToken, `scale-out-${runId}-1`, unit._id);
  const afterReplay = await evBalance(b, accessToken);
  report.check(
    'an order POSTed on A with an Idempotency-Key, then on B with the same key and body, is one order',
    first.status === 201 && replay.status === 200 && replay.body.data?._id === first.body.data?._id,
    `A ${first.status} ${first.body.data?.code}, B ${replay.status} ${replay.body.data?.code}`,
  );
  const spent = new Decimal(before).minus(afterReplay);
  const debits = await debitsOf(context, first.body.data?.code);
  report.check(
    'the member was debited once for it',
    spent.isEqualTo(unit.pointPrice) && debits === 1,
    `EV ${toDecimalString(before)} -> ${toDecimalString(afterReplay)} (price ${toDecimalString(unit.pointPrice)}), ${debits} ORDER_PAYMENT row`,
  );

  const together = await Promise.all([a, b].map((server) => placeOrder(server, accessToken, `scale-out-${runId}-2`, unit._id)));
  const statuses = together.map((answer) => answer.status).sort();
  const sameOrder = together[0].body.data?._id === together[1].body.data?._id;
  const togetherDebits = await debitsOf(context, together[0].body.data?.code);
  report.check(
    'the same key POSTed on A and B at the same moment makes one order, debited once',
    sameOrder && statuses.join() === '200,201' && togetherDebits === 1,
    `answers ${statuses.join(' and ')}, ${sameOrder ? 'one order' : 'two orders'}, ${togetherDebits} ORDER_PAYMENT row`,
  );
}

function transfer(server: ProductionServer, token: string, toUsername: string, amount: string) {
  return callApi(server.origin, 'POST', 'auth/transaction/transfer', { token, body: { toUsername, amount, securePassword: SECURE_PASSWORD } });
}

export async function checkTransferRaces(context: ScaleOutContext): Promise<void> {
  const { a, b, report } = context;
  const hoa = (await signIn(b.origin, 'hoa', PASSWORD)).accessToken;
  const balance = await evBalance(b, hoa);
  // Two transfers (amount + fee) fit in the balance, three do not.
  const amount = new Decimal(balance).dividedBy(2.5).decimalPlaces(2, Decimal.ROUND_DOWN).toFixed();
  const racing = await Promise.all([a, b, a, b].map((server) => transfer(server, hoa, 'minh', amount)));
  const succeeded = racing.filter((answer) => answer.status === 200).length;
  const refused = racing.filter((answer) => answer.status === 400 && answer.body.message === 'Insufficient balance').length;
  report.check(
    'four transfers racing on A and B from a balance that pays two: two succeed, two are refused',
    succeeded === 2 && refused === 2,
    `balance ${toDecimalString(balance)} EV, 4 x ${amount}: ${succeeded} answered 200, ${refused} Insufficient balance`,
  );

  const demo = (await signIn(a.origin, 'demo', PASSWORD)).accessToken;
  const lan = (await signIn(b.origin, 'lan', PASSWORD)).accessToken;
  const crossing = await Promise.all([
    ...[1, 2, 3].map(() => transfer(a, demo, 'lan', '11')),
    ...[1, 2, 3].map(() => transfer(b, lan, 'demo', '12')),
  ]);
  const crossed = crossing.filter((answer) => answer.status === 200).length;
  report.check('transfers both ways between two members at once, on A and on B, all succeed', crossed === 6, `${crossed} of 6 answered 200`);
}

interface Unit {
  _id: string;
  status: string;
}

export async function checkMiningAccrual(context: ScaleOutContext): Promise<void> {
  const { a, b, report, reader } = context;
  const demo = (await signIn(a.origin, 'demo', PASSWORD)).accessToken;
  // One page of 50 (the list's largest) holds every demo unit.
  const units = await callApi<{ items: Unit[] }>(a.origin, 'GET', 'auth/warehouse/list?limit=50', { token: demo });
  const inStock = units.body.data.items.filter((unit) => unit.status === 'IN_STOCK');
  for (const [position, unit] of inStock.entries()) {
    await callApi(position % 2 ? b.origin : a.origin, 'POST', `auth/warehouse/${unit._id}/activate`, { token: demo });
  }
  const today = new Date().toISOString().slice(0, 10);
  const [due] = await reader.query<{ contracts: number }>(
    `SELECT count(*)::int AS contracts FROM mining_contracts WHERE start_date <= $1::date AND end_date > $1::date AND daily_reward > 0`,
    [today],
  );
  const opsToken = CHECK_OPS_TOKEN;
  const accruals = await Promise.all(
    [a, b].map((server) => callApi<{ credited: number }>(server.origin, 'POST', 'ops/mining/accrue', { token: opsToken, body: { date: today } })),
  );
  const credited = accruals.map((answer) => answer.body.data?.credited ?? 0);
  const [stored] = await reader.query<{ rewards: number; ledger: number; doubles: number }>(
    `SELECT (SELECT count(*)::int FROM mining_rewards WHERE day = $1::date) AS rewards,
            (SELECT count(*)::int FROM transactions WHERE type = 'MINING_REWARD' AND reference = $2) AS ledger,
            (SELECT count(*)::int FROM (SELECT 1 FROM mining_rewards GROUP BY contract_id, day HAVING count(*) > 1) twice) AS doubles`,
    [today, `MN-${today}`],
  );
  report.check(
    'mining accrual of one day requested on A and B at the same moment credits each contract once',
    accruals.every((answer) => answer.status === 200) &&
      credited[0] + credited[1] === due.contracts &&
      stored.rewards === due.contracts &&
      stored.ledger === due.contracts &&
      stored.doubles === 0,
    `${due.contracts} contracts active (${inStock.length} activated on A/B just now): A credited ${credited[0]}, B ${credited[1]}; ` +
      `${stored.rewards} rewards and ${stored.ledger} ledger rows for ${today}, ${stored.doubles} contract-days credited twice`,
  );
}

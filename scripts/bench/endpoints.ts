// The endpoints `npm run bench` measures, in this order (the transfers last: they add rows to demo's ledger).
// The sign-in and the money routes count each request against a per-member limit while its password is checked
// (5 at a time), so their connections take the five seeded members without 2FA in turn.
import { BigNumber, type BigNumberValue } from '../../config/bignumber';
import { computeFee, type FeeRule } from '../../contract/money-rules/fees';
import { callApi } from '../lib/production-server';

export const MEMBER_PASSWORD = 'Demo@12345';
const SECURE_PASSWORD = 'Secure@12345';
/** The seeded members without 2FA; the first is the one of the read endpoints. */
export const MEMBERS = ['demo', 'lan', 'tuan', 'minh', 'hoa'] as const;
export type Member = (typeof MEMBERS)[number];

/** One request as a connection sends it; connection i sends variant i modulo their count. */
export interface RequestVariant {
  /** Bearer, or null. */
  token: string | null;
  /** JSON body; absent for a GET. */
  body?: unknown;
  /** Cookie header (a page requested as a signed-in browser does). */
  cookie?: string;
}

export interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  /** Path under /api, or from the site's root for a page. */
  path: string;
  /** A server-rendered page (GET of `path` from the root), not an API call. */
  page?: boolean;
  variants: RequestVariant[];
  /** How many requests over `connections` the seeded balances pay for (the transfers spend EV); absent when unbounded. */
  affordableRequests?: (connections: number) => Promise<number>;
}

interface Wallet {
  symbol: string;
  balance: string;
}

interface TransferRule extends FeeRule {
  minimumAmount: string;
}

interface TokenPrice {
  code: string;
  settings: { TRANSFER: TransferRule };
}

async function evTransferRule(origin: string): Promise<TransferRule> {
  const answer = await callApi<TokenPrice[]>(origin, 'GET', 'public/coin/prices');
  const ev = answer.body.data?.find((token) => token.code === 'EV');
  if (answer.status !== 200 || !ev) throw new Error(`public/coin/prices answered ${answer.status} without EV: ${answer.body.message}`);
  return ev.settings.TRANSFER;
}

async function evBalance(origin: string, token: string): Promise<BigNumber> {
  const answer = await callApi<Wallet[]>(origin, 'GET', 'auth/client/wallets', { token });
  const ev = answer.body.data?.find((wallet) => wallet.symbol === 'EV');
  if (answer.status !== 200 || !ev) throw new Error(`auth/client/wallets answered ${answer.status} without EV: ${answer.body.message}`);
  return new BigNumber(ev.balance);
}

/** Transfers of `amount` plus its fee that `balance` pays for. */
export function affordableTransfers(balance: BigNumberValue, amount: BigNumberValue, rule: FeeRule): number {
  const cost = new BigNumber(amount).plus(computeFee(amount, rule));
  return new BigNumber(balance).div(cost).integerValue(BigNumber.ROUND_FLOOR).toNumber();
}

/**
 * A total that autocannon spreads evenly over `connections` (connection i sending for payer i modulo their count)
 * without any payer spending more than `affordable[payer]`.
 */
export function evenTotalWithin(affordable: readonly number[], connections: number): number {
  const perConnection = Math.min(
    ...affordable.map((count, payer) => {
      const payerConnections = Math.ceil((connections - payer) / affordable.length);
      return payerConnections > 0 ? Math.floor(count / payerConnections) : Infinity;
    }),
  );
  return perConnection * connections;
}

export async function benchEndpoints(origin: string, tokens: Record<Member, string>): Promise<Endpoint[]> {
  const rule = await evTransferRule(origin);
  const reader: RequestVariant[] = [{ token: tokens.demo }];
  // A ring (demo to lan, ..., hoa to demo): every member pays and receives, so only the fees leave the wallets.
  const transfers: RequestVariant[] = MEMBERS.map((member, i) => ({
    token: tokens[member],
    body: { toUsername: MEMBERS[(i + 1) % MEMBERS.length], amount: rule.minimumAmount, securePassword: SECURE_PASSWORD },
  }));
  return [
    {
      name: 'login',
      method: 'POST',
      path: 'auth/client/login/credential',
      variants: MEMBERS.map((username) => ({ token: null, body: { username, password: MEMBER_PASSWORD } })),
    },
    { name: 'profile', method: 'GET', path: 'auth/client/profile', variants: reader },
    { name: 'wallets', method: 'GET', path: 'auth/client/wallets', variants: reader },
    { name: 'transaction list', method: 'GET', path: 'auth/transaction/list', variants: reader },
    {
      name: 'transfer',
      method: 'POST',
      path: 'auth/transaction/transfer',
      variants: transfers,
      affordableRequests: async (connections) => {
        const balances = await Promise.all(MEMBERS.map((member) => evBalance(origin, tokens[member])));
        return evenTotalWithin(balances.map((balance) => affordableTransfers(balance, rule.minimumAmount, rule)), connections);
      },
    },
  ];
}

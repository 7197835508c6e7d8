// A burst of EV transfers between members, each identifiable in the ledger by its amount (the request's index
// is the amount's fraction), run with a few requests in flight per sender; optionally stops sending and calls
// `interrupt` (a SIGKILL of the server) once a number of answers has arrived.
import { callApi } from './production-server';

export const SECURE_PASSWORD = 'Secure@12345';

export type TransferKind = 'plain' | 'over-balance' | 'under-minimum';

export interface TransferRequest {
  index: number;
  sender: string;
  receiver: string;
  /** Unique in the burst: its fraction is the index. */
  amount: string;
  kind: TransferKind;
}

export type TransferOutcome =
  | { state: 'answered'; status: number; message: string; reference?: string; fee?: string }
  /** The connection was refused: the request never reached a server. */
  | { state: 'not-delivered' }
  /** Sent, but the connection died without an answer: it may or may not have committed. */
  | { state: 'connection-lost'; error: string }
  /** Not sent because the burst was interrupted first. */
  | { state: 'not-sent' };

export interface BurstResult {
  requests: TransferRequest[];
  outcomes: TransferOutcome[];
}

const kindOf = (index: number): TransferKind => (index % 9 === 0 ? 'over-balance' : index % 11 === 0 ? 'under-minimum' : 'plain');

const WHOLE_PART: Record<TransferKind, (index: number) => number> = {
  plain: (index) => 10 + (index % 5),
  'over-balance': () => 900_000,
  'under-minimum': () => 9,
};

/**
 * `perSender` transfers from each member to the others in turn. Every 9th asks for more than any balance
 * (refused in the money transaction), every 11th is under the 10 EV minimum (refused before it).
 */
export function planTransfers(members: readonly string[], perSender: number): TransferRequest[] {
  const requests: TransferRequest[] = [];
  for (let round = 0; round < perSender; round += 1) {
    members.forEach((sender, senderIndex) => {
      const index = requests.length + 1;
      const receiver = members[(senderIndex + 1 + (round % (members.length - 1))) % members.length];
      const kind = kindOf(index);
      requests.push({ index, sender, receiver, kind, amount: `${WHOLE_PART[kind](index)}.${String(index).padStart(4, '0')}` });
    });
  }
  return requests;
}

interface TransferAnswer {
  reference: string;
  fee: string;
}

function describeFailure(error: unknown): TransferOutcome {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return { state: 'not-delivered' };
  return { state: 'connection-lost', error: cause?.code ?? cause?.message ?? String(error) };
}

export interface BurstOptions {
  origins: readonly string[];
  /** Access token per sender. */
  tokens: ReadonlyMap<string, string>;
  requests: readonly TransferRequest[];
  /** In flight per sender at most (the secure-password check counts attempts before it refunds them). */
  inFlightPerSender: number;
  /** After this many answers, nothing more is sent and `interrupt` runs. */
  interruptAfterAnswers?: number;
  interrupt?: () => Promise<void>;
}

export async function runTransferBurst(options: BurstOptions): Promise<BurstResult> {
  const outcomes: TransferOutcome[] = options.requests.map(() => ({ state: 'not-sent' }));
  let answers = 0;
  let interrupted: Promise<void> | null = null;

  const send = async (position: number) => {
    const request = options.requests[position];
    const origin = options.origins[position % options.origins.length];
    try {
      const answer = await callApi<TransferAnswer>(origin, 'POST', 'auth/transaction/transfer', {
        token: options.tokens.get(request.sender),
        body: { toUsername: request.receiver, amount: request.amount, securePassword: SECURE_PASSWORD },
      });
      const data = answer.status === 200 ? answer.body.data : undefined;
      outcomes[position] = { state: 'answered', status: answer.status, message: answer.body.message, reference: data?.reference, fee: data?.fee };
      answers += 1;
      if (options.interrupt && answers === options.interruptAfterAnswers) interrupted = options.interrupt();
    } catch (error) {
      outcomes[position] = describeFailure(error);
    }
  };

  const queues = new Map<string, number[]>();
  options.requests.forEach((request, position) => queues.set(request.sender, [...(queues.get(request.sender) ?? []), position]));
  const worker = async (queue: number[]) => {
    for (let position = queue.shift(); position !== undefined; position = queue.shift()) {
      if (interrupted) return;
      await send(position);
    }
  };
  await Promise.all([...queues.values()].flatMap((queue) => Array.from({ length: options.inFlightPerSender }, () => worker(queue))));
  if (interrupted) await interrupted;
  return { requests: [...options.requests], outcomes };
}

export function countOutcomes(outcomes: readonly TransferOutcome[]) {
  const count = (test: (outcome: TransferOutcome) => boolean) => outcomes.filter(test).length;
  return {
    succeeded: count((o) => o.state === 'answered' && o.status === 200),
    refused: count((o) => o.state === 'answered' && o.status !== 200),
    connectionLost: count((o) => o.state === 'connection-lost'),
    notDelivered: count((o) => o.state === 'not-delivered'),
    notSent: count((o) => o.state === 'not-sent'),
  };
}

const PLANNED_ANSWER: Record<TransferKind, { status: number; message?: RegExp }> = {
  plain: { status: 200 },
  'over-balance': { status: 400, message: /^Insufficient balance$/ },
  'under-minimum': { status: 400, message: /^Minimum amount is/ },
};

/** Answers other than the plan's (a plain transfer refused, a refusal for another reason, a 500): `#index status message`. */
export function unplannedAnswers({ requests, outcomes }: BurstResult): string[] {
  return requests.flatMap((request, position) => {
    const outcome = outcomes[position];
    if (outcome.state !== 'answered') return [];
    const planned = PLANNED_ANSWER[request.kind];
    const expected = outcome.status === planned.status && (!planned.message || planned.message.test(outcome.message));
    return expected ? [] : [`#${request.index} ${outcome.status} ${outcome.message}`];
  });
}

import type { OperatorSessionView } from '@/contract/operators';
import type { OperatorSignInRequest } from '@/contract/requests/operators';
import { opsErrorOf, opsHttp } from './opsHttp';

/** Calls of the ops API that fail reject with the server's error body (`opsErrorOf`). */
async function call<T>(request: Promise<{ data: T }>): Promise<T> {
  try {
    return (await request).data;
  } catch (error) {
    throw opsErrorOf(error);
  }
}

export const opsSessionService = {
  signIn: (request: OperatorSignInRequest) => call(opsHttp.post<OperatorSessionView>('session/sign-in', request)),
  current: () => call(opsHttp.get<OperatorSessionView>('session')),
  signOut: () => call(opsHttp.post<unknown>('session/sign-out')),
  signOutEverywhere: () => call(opsHttp.post<unknown>('session/sign-out-everywhere')),
};

/** Rejects like the other ops calls: for services of the console's areas. */
export const opsCall = call;

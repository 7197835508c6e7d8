import type { OperatorSessionView } from '@/contract/operators';
import type { OperatorSignInRequest } from '@/contract/requests/operators';
import { opsCall as call } from './opsCall';
import { opsHttp } from './opsHttp';

export const opsSessionService = {
  signIn: (request: OperatorSignInRequest) => call(opsHttp.post<OperatorSessionView>('session/sign-in', request)),
  current: () => call(opsHttp.get<OperatorSessionView>('session')),
  signOut: () => call(opsHttp.post<unknown>('session/sign-out')),
  signOutEverywhere: () => call(opsHttp.post<unknown>('session/sign-out-everywhere')),
};

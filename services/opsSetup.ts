import axios from 'axios';
import { API_KEY, API_URL } from '@/config/api';
import type { OperatorSetupInfo } from '@/contract/operators';
import type { OperatorSetupRequest } from '@/contract/requests/operators';
import { opsCall } from './opsCall';
import { withConsoleAnswers } from './opsHttp';

/** The setup link's public API (no session yet): `data` unwrapped. */
const setupHttp = withConsoleAnswers(axios.create({ baseURL: `${API_URL}/public/ops/setup`, headers: { 'x-api-key': API_KEY } }));

export const getOperatorSetup = (token: string) => opsCall(setupHttp.get<OperatorSetupInfo>('', { params: { token } }));

export const completeOperatorSetup = (request: OperatorSetupRequest) =>
  opsCall(setupHttp.post<{ username: string; role: string }>('', request));

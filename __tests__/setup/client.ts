import '@testing-library/jest-dom';
import { clearTokens } from '@/services/tokens';
import { setSessionExpiredHandler } from '@/services/session';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  server.resetHandlers();
  clearTokens();
  setSessionExpiredHandler(null);
  window.localStorage.clear();
});

afterAll(() => server.close());

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { clearTokens } from '@/services/tokens';
import { setSessionExpiredHandler } from '@/services/session';
import { server } from './server';

// CI runs two jest workers on two cores: a whole member page can take jsdom more than findBy's
// default second to render. A missing element still fails, after 3 s.
configure({ asyncUtilTimeout: 3000 });
// A page test walks several screens (pages of a list, a dialog and its answer); on two loaded cores that passes
// jest's default 5 s without anything being wrong. A missing element still fails at its own 3 s.
jest.setTimeout(15_000);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  server.resetHandlers();
  clearTokens();
  setSessionExpiredHandler(null);
  window.localStorage.clear();
});

afterAll(() => server.close());

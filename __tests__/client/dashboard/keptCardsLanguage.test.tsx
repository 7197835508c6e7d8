import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import BonusCard from '@/components/dashboard/BonusCard';
import RankProgressCard from '@/components/dashboard/RankProgressCard';
import { EMBEDDED_TABLE_ID } from '@/components/i18n/embeddedTable';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import KeptUntilNearScreen from '@/components/ui/KeptUntilNearScreen';
import LanguageSelector from '@/components/ui/LanguageSelector';
import { theme } from '@/components/ui/theme/theme';
import type { MemberProfile } from '@/contract/profile';
import { AuthContext, type AuthContextValue } from '@/hooks/context/AuthContext';
import vietnamese from '@/locales/vi-VN.json';
import { member } from '../auth/helpers/authFixtures';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { signIn, vi } from '../history/helpers/renderHistory';
import { installFakeIntersectionObserver, removeFakeIntersectionObserver } from '../ui/fakeIntersectionObserver';
import { dashboardApi } from './dashboardApi';

const profile: MemberProfile = {
  ...member,
  rank: { code: 'BRONZE', teamVolume: '1234.5', minTeamVolume: '1000', next: { code: 'SILVER', minTeamVolume: '5000', remaining: '3765.5' } },
};
const auth: AuthContextValue = {
  user: profile,
  isLoading: false,
  hasPending2FA: false,
  isSigningOut: false,
  logout: () => Promise.resolve(),
  reloadUser: () => Promise.resolve(),
};

/** The dashboard's frame around its lower cards: the header's language list above them, the signed-in member. */
function Page({ cards }: { cards: ReactNode }) {
  return (
    <RouterContext.Provider value={createFakeRouter({ pathname: '/dashboard' })}>
      <ThemeProvider theme={theme}>
        <LanguageProvider>
          <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
            <AuthContext.Provider value={auth}>
              <header>
                <LanguageSelector />
              </header>
              <main>{cards}</main>
            </AuthContext.Provider>
          </QueryClientProvider>
        </LanguageProvider>
      </ThemeProvider>
    </RouterContext.Provider>
  );
}

const lowerCards = () => (
  <>
    <RankProgressCard />
    <BonusCard />
  </>
);

/** The server's page: the cards as KeptUntilNearScreen renders them there (asserted in its server test), in Vietnamese. */
function serverPage(): string {
  return renderToString(
    <Page
      cards={
        <div style={{ display: 'contents' }} data-near-screen="kept">
          {lowerCards()}
        </div>
      }
    />,
  );
}

describe("the dashboard's cards kept as the server rendered them", () => {
  let container: HTMLElement;
  beforeEach(() => {
    installFakeIntersectionObserver();
    // The page's block of the Vietnamese texts its server render used (here the whole table).
    const block = document.createElement('script');
    block.id = EMBEDDED_TABLE_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify(vietnamese);
    document.body.append(block);
  });
  afterEach(() => {
    removeFakeIntersectionObserver();
    document.body.innerHTML = '';
    window.localStorage.clear();
  });

  async function hydratePage() {
    signIn(profile);
    dashboardApi();
    container = document.createElement('div');
    container.innerHTML = serverPage();
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Page cards={<KeptUntilNearScreen>{lowerCards()}</KeptUntilNearScreen>} />);
    });
    return within(container.querySelector('main') as HTMLElement);
  }

  it('show every text in English right after the switch, though none came near the screen', async () => {
    const main = await hydratePage();
    const user = userEvent.setup();
    // Below the first screen: kept as the server's Vietnamese HTML, nothing hydrated.
    expect(main.getByRole('heading', { name: vi('Rank progress') })).toBeInTheDocument();
    expect(container.querySelector('[data-near-screen]')).toHaveAttribute('data-near-screen', 'kept');

    await user.click(await screen.findByRole('button', { name: 'Ngôn ngữ: VI' }));
    await user.click(await screen.findByRole('button', { name: 'English' }));
    await screen.findByRole('button', { name: 'Language: EN' });

    // No card came near the screen (the fake observers never answer here), yet both are in English at once.
    expect(main.getByRole('heading', { name: 'Rank progress' })).toBeInTheDocument();
    expect(main.getByTestId('rank-progress-status')).toHaveTextContent('$3,765.50 still needed to reach Silver (Team volume: $1,234.50 / $5,000.00)');
    expect(main.getByRole('heading', { name: 'Bonus in the last 30 days' })).toBeInTheDocument();
    expect(main.queryByText(vi('Rank progress'))).not.toBeInTheDocument();
    // The card asks for its data once shown, and shows it in English's number format.
    await waitFor(() => expect(main.getByTestId('bonus-total')).toHaveTextContent('87.25 EV'));
  });

  it('show a member whose stored language is English the cards in English once its texts are there', async () => {
    window.localStorage.setItem('language', 'en-US');
    const main = await hydratePage();

    await waitFor(() => expect(main.getByRole('heading', { name: 'Rank progress' })).toBeInTheDocument());
    expect(main.getByTestId('rank-progress-status')).toHaveTextContent('$3,765.50 still needed to reach Silver');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle, HttpResponse } from 'msw';
import { EMBEDDED_TABLE_ID } from '@/components/i18n/embeddedTable';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import { useTranslation } from '@/hooks/useTranslation';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';

function Probe() {
  const { t, currentLanguage, isFetching, setLanguage, languages } = useTranslation();
  return (
    <div>
      <p data-testid="text">{t('Home')}</p>
      <p data-testid="minimum">{t('Minimum amount is %value%', { value: '10 EV' })}</p>
      <p data-testid="locale">{currentLanguage.locale}</p>
      <p data-testid="fetching">{String(isFetching)}</p>
      {languages.map((language) => (
        <button key={language.locale} type="button" onClick={() => void setLanguage(language.locale)}>
          {language.language}
        </button>
      ))}
    </div>
  );
}

function countLocaleRequests() {
  const requested: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/locales/')) requested.push(new URL(request.url).pathname);
  });
  return requested;
}

function renderProbe() {
  return render(
    <LanguageProvider>
      <Probe />
    </LanguageProvider>,
  );
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

describe('LanguageProvider', () => {
  it("renders the default language's table embedded in the page at once, without fetching it", async () => {
    const requested = countLocaleRequests();
    const block = document.createElement('script');
    block.id = EMBEDDED_TABLE_ID;
    block.type = 'application/json';
    block.textContent = JSON.stringify(vietnamese);
    document.body.append(block);
    try {
      renderProbe();

      expect(screen.getByTestId('text')).toHaveTextContent(vietnamese.Home);
      expect(screen.getByTestId('fetching')).toHaveTextContent('false');
      await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
      expect(requested).toEqual([]);
    } finally {
      block.remove();
    }
  });

  it('starts fetching, then shows Vietnamese by default', async () => {
    const requested = countLocaleRequests();
    renderProbe();

    expect(screen.getByTestId('fetching')).toHaveTextContent('true');
    expect(await screen.findByText(vietnamese.Home)).toBeInTheDocument();
    expect(screen.getByTestId('minimum')).toHaveTextContent('Số lượng tối thiểu là 10 EV');
    expect(screen.getByTestId('fetching')).toHaveTextContent('false');
    expect(screen.getByTestId('locale')).toHaveTextContent('vi-VN');
    expect(document.documentElement.lang).toBe('vi');
    expect(requested).toEqual(['/locales/vi-VN.json']);
  });

  it('switches to English, shows the keys and stores the choice, then returns to the cached Vietnamese', async () => {
    const requested = countLocaleRequests();
    renderProbe();
    await screen.findByText(vietnamese.Home);

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByTestId('text')).toHaveTextContent('Home');
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
    expect(window.localStorage.getItem('language')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));

    expect(screen.getByTestId('text')).toHaveTextContent(vietnamese.Home);
    expect(window.localStorage.getItem('language')).toBe('vi-VN');
    expect(requested).toEqual(['/locales/vi-VN.json']);
  });

  it('starts in the stored English without fetching anything', async () => {
    window.localStorage.setItem('language', 'en-US');
    const requested = countLocaleRequests();
    renderProbe();

    await waitFor(() => expect(screen.getByTestId('fetching')).toHaveTextContent('false'));
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
    expect(screen.getByTestId('text')).toHaveTextContent('Home');
    expect(requested).toEqual([]);
  });

  it('keeps the current language and logs the status text when a fetch fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem('language', 'en-US');
    server.use(
      handle.get('*/locales/vi-VN.json', () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('fetching')).toHaveTextContent('false'));

    await userEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Service Unavailable')));
    expect(screen.getByTestId('fetching')).toHaveTextContent('false');
    expect(screen.getByTestId('locale')).toHaveTextContent('en-US');
    expect(screen.getByTestId('text')).toHaveTextContent('Home');
    expect(window.localStorage.getItem('language')).toBe('en-US');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle, HttpResponse } from 'msw';
import { EMBEDDED_TABLE_ID } from '@/components/i18n/embeddedTable';
import { embeddedTableJson } from '@/components/i18n/usedTexts';
import LanguageProvider from '@/components/i18n/LanguageProvider';
import { RecordUsedKeys } from '@/components/i18n/usedKeys';
import { useTranslation } from '@/hooks/useTranslation';
import vietnamese from '@/locales/vi-VN.json';
import { server } from '../../setup/server';

function Probe({ withMinimum = true }: { withMinimum?: boolean }) {
  const { t, currentLanguage, isFetching, setLanguage, languages } = useTranslation();
  return (
    <div>
      <p data-testid="text">{t('Home')}</p>
      {withMinimum && <p data-testid="minimum">{t('Minimum amount is %value%', { value: '10 EV' })}</p>}
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

function renderProbe(withMinimum = true) {
  return render(
    <LanguageProvider>
      <Probe withMinimum={withMinimum} />
    </LanguageProvider>,
  );
}

/** The page's block of embedded texts, as `_document` writes it. */
function embedTexts(texts: Record<string, string>): HTMLScriptElement {
  const block = document.createElement('script');
  block.id = EMBEDDED_TABLE_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify(texts);
  document.body.append(block);
  return block;
}

/** Every value the probe's fetching flag showed, checked after each change of the page. */
function recordFetching(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const flag = document.querySelector('[data-testid="fetching"]')?.textContent;
    if (flag) seen.push(flag);
  });
  observer.observe(document.body, { subtree: true, characterData: true, childList: true });
  return seen;
}

/** The Vietnamese table is answered only once the returned function is called. */
function holdLocaleAnswer(): () => void {
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    handle.get('*/locales/vi-VN.json', async () => {
      await answered;
      return HttpResponse.json(vietnamese);
    }),
  );
  return () => release();
}

afterEach(() => {
  server.events.removeAllListeners();
  jest.restoreAllMocks();
});

describe('LanguageProvider', () => {
  it('renders the texts embedded in the page at once, then fetches the whole table without holding text', async () => {
    const requested = countLocaleRequests();
    const block = embedTexts({ Home: vietnamese.Home });
    const fetchingSeen = recordFetching();
    try {
      renderProbe(false);

      expect(screen.getByTestId('text')).toHaveTextContent(vietnamese.Home);
      expect(screen.getByTestId('fetching')).toHaveTextContent('false');
      await waitFor(() => expect(requested).toEqual(['/locales/vi-VN.json']));
      await waitFor(() => expect(document.documentElement.lang).toBe('vi'));
      expect(screen.getByTestId('text')).toHaveTextContent(vietnamese.Home);
      expect(fetchingSeen).not.toContain('true');
    } finally {
      block.remove();
    }
  });

  it('holds the text while a view needs a text the page did not embed, and shows it once the whole table is there', async () => {
    const release = holdLocaleAnswer();
    const block = embedTexts({ Home: vietnamese.Home });
    try {
      renderProbe();

      await waitFor(() => expect(screen.getByTestId('fetching')).toHaveTextContent('true'));
      expect(screen.getByTestId('text')).toHaveTextContent(vietnamese.Home);
      release();
      await waitFor(() => expect(screen.getByTestId('minimum')).toHaveTextContent('Số lượng tối thiểu là 10 EV'));
      expect(screen.getByTestId('fetching')).toHaveTextContent('false');
    } finally {
      block.remove();
    }
  });

  it('records the keys a render looks up, and the page embeds only their texts', () => {
    const keys = new Set<string>();
    render(
      <RecordUsedKeys keys={keys}>
        <LanguageProvider>
          <Probe withMinimum />
        </LanguageProvider>
      </RecordUsedKeys>,
    );

    expect([...keys]).toEqual(expect.arrayContaining(['Home', 'Minimum amount is %value%']));
    const embedded = JSON.parse(embeddedTableJson(['Home', 'Minimum amount is %value%', 'Not a key'])) as Record<string, string>;
    expect(embedded).toEqual({ Home: vietnamese.Home, 'Minimum amount is %value%': vietnamese['Minimum amount is %value%'] });
  });

  it('escapes "<" in the embedded texts so that none can end the block', () => {
    const escaped = embeddedTableJson(Object.keys(vietnamese));
    expect(escaped).not.toContain('<');
    expect(JSON.parse(escaped)).toEqual(vietnamese);
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

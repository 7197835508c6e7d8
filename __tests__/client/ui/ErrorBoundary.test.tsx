import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ErrorBoundary, { pageReloader } from '@/components/ui/ErrorBoundary';
import vietnamese from '@/locales/vi-VN.json';
import { languageReady, renderWithProviders } from './renderWithProviders';

function Bomb(): never {
  throw new Error('boom');
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows its children while nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>Trang</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Trang')).toBeInTheDocument();
  });

  it('shows the translated crash screen with a tracking id that is also logged', async () => {
    renderWithProviders(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    await languageReady();

    expect(screen.getByRole('heading', { name: vietnamese['Oops, something wrong'] })).toBeInTheDocument();
    const idLine = screen.getByText(new RegExp(`^${vietnamese['Error Tracking Id']}: `));
    const trackingId = idLine.textContent?.split(': ')[1] ?? '';
    expect(trackingId).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining(trackingId), expect.any(Error), expect.anything());
    expect(screen.getByRole('button', { name: vietnamese['Click here to reset!'] })).toBeInTheDocument();
  });

  it('reloads the page from the reset button', async () => {
    const reload = jest.spyOn(pageReloader, 'reloadPage').mockImplementation(() => undefined);
    const { user } = renderWithProviders(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );

    await user.click(screen.getByRole('button', { name: /Click here to reset!|Nhấn vào đây/ }));

    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('still works without translations, theme or router (English keys)', async () => {
    const reload = jest.spyOn(pageReloader, 'reloadPage').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );

    expect(screen.getByText('Oops, something wrong')).toBeInTheDocument();
    expect(screen.getByText(/^Error Tracking Id: /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Click here to reset!' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

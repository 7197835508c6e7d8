import { screen, waitFor, within } from '@testing-library/react';
import FeesPage from '@/pages/fees';
import { renderShell, vi } from '../shell/helpers/renderShell';
import { answerFees, answerRules, failing, feesAnswer } from './rulesFixtures';

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

const viWith = (key: Parameters<typeof vi>[0], values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`%${name}%`, String(value)), vi(key));

const example = (amount: string, fee: string, debit: string, received: string) =>
  viWith('%amount%: fee %fee%, %debit% leaves your wallet, %received% arrives', { amount, fee, debit, received });

beforeEach(() => {
  document.title = '';
});

describe('/fees', () => {
  it("shows, to a visitor, each operation's fee, minimums, rate and worked example as the server answers them", async () => {
    answerFees();
    renderShell(FeesPage, { path: '/fees' });

    const table = await screen.findByRole('table', { name: vi('Fees of each operation') });
    await waitFor(() => expect(document.title).toBe(`${vi('Fees and limits')} | FilHub`));
    expect(rowsOf(table)).toEqual([
      [viWith('Withdrawal (%symbol%)', { symbol: 'USDT' }), '$1,50', '$1,00', '$25,00', '—', example('$250,00', '$1,50', '$251,50', '$250,00')],
      [viWith('Transfer to a member (%symbol%)', { symbol: 'EV' }), '0,5%', '1 EV', '10 EV', '—', example('100 EV', '1 EV', '101 EV', '100 EV')],
      [viWith('Swap %from% → %to%', { from: 'USDT', to: 'EV' }), '0,5%', '$0,10', '$10,00', `$1,00 = 10 EV (${vi('at the EV price')})`, example('$100,00', '$0,50', '$100,50', '1.000 EV')],
      [viWith('Swap %from% → %to%', { from: 'EC', to: 'USDT' }), '2%', '0,05 EC', '1 EC', `1 EC = $2,40 (${vi('at the buy-back price')})`, example('10 EC', '0,2 EC', '10,2 EC', '$24,00')],
    ]);

    expect(screen.getByText(viWith('Withdrawals go to a confirmed address of your address book, usable %hours% hours after its confirmation.', { hours: 12 }))).toBeInTheDocument();
    expect(screen.getByText(vi('A withdrawal needs your KYC approved.'))).toBeInTheDocument();
    expect(screen.getByText(viWith('After a change of password, secure password or 2FA, transfers and withdrawals wait %hours% hours.', { hours: 48 }))).toBeInTheDocument();
    expect(
      screen.getByText(
        viWith('Bank transfer: you transfer the USDT total × %rate% VND, rounded up to a whole dong (e.g. %usdt% = %vnd%).', {
          rate: '26.000',
          usdt: '$100,00',
          vnd: '2.600.000 VND',
        }),
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(vi('The VND rate is set by the operator in the portal; the amount is fixed when the order is placed.'))).toBeInTheDocument();
    expect(screen.getByText(viWith('A bank order waits %hours% hours for the transfer; after that it expires.', { hours: 24 }))).toBeInTheDocument();
    // Beside the footer's link (the footer is outside the page's main).
    expect(within(screen.getByRole('main')).getByRole('link', { name: vi('Compensation plan') })).toHaveAttribute('href', '/plan');
  });

  it('leaves out what the server does not apply: KYC, the hold, a missing operation; says when the default VND rate applies', async () => {
    answerFees({
      ...feesAnswer,
      withdraw: { ...feesAnswer.withdraw!, kycRequired: false },
      transfer: null,
      securityHoldHours: 0,
      bank: { ...feesAnswer.bank, rateFromSettings: false },
    });
    renderShell(FeesPage, { path: '/fees' });

    const table = await screen.findByRole('table', { name: vi('Fees of each operation') });
    expect(rowsOf(table).map((row) => row[0])).toEqual([
      viWith('Withdrawal (%symbol%)', { symbol: 'USDT' }),
      viWith('Swap %from% → %to%', { from: 'USDT', to: 'EV' }),
      viWith('Swap %from% → %to%', { from: 'EC', to: 'USDT' }),
    ]);
    expect(screen.queryByText(vi('A withdrawal needs your KYC approved.'))).not.toBeInTheDocument();
    expect(screen.queryByText(/2FA/)).not.toBeInTheDocument();
    expect(screen.getByText(vi("The VND rate is the portal's default (the operator has not set one); the amount is fixed when the order is placed."))).toBeInTheDocument();
  });

  it('is in English, with English number marks, when English is the chosen language', async () => {
    window.localStorage.setItem('language', 'en-US');
    answerFees();
    renderShell(FeesPage, { path: '/fees' });

    const table = await screen.findByRole('table', { name: 'Fees of each operation' });
    expect(rowsOf(table)[0]).toEqual(['Withdrawal (USDT)', '$1.50', '$1.00', '$25.00', '—', '$250.00: fee $1.50, $251.50 leaves your wallet, $250.00 arrives']);
    await waitFor(() => expect(document.title).toBe('Fees and limits | FilHub'));
  });

  it('says when the fees could not be loaded, and loads them again on "Try again"', async () => {
    let fail = true;
    const calls = answerRules('fees', () => (fail ? failing() : Response.json({ statusCode: 200, message: 'OK', data: feesAnswer })));
    const { user } = renderShell(FeesPage, { path: '/fees' });

    expect(await screen.findByText(vi('The fee schedule could not be loaded.'))).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: vi('Try again') }));
    expect(await screen.findByRole('table', { name: vi('Fees of each operation') })).toBeInTheDocument();
    expect(calls.count).toBe(2);
  });
});

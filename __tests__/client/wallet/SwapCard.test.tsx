import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { fail, recordJson, renderWallet, swapAnswer, vi, viWith } from './helpers/walletFixtures';

const card = () => screen.getByRole('region', { name: vi('Swap') });
const pay = () => within(card()).getByLabelText(vi('You pay'));
const receive = () => within(card()).getByLabelText(vi('You receive'));
const payCurrency = () => within(card()).getByLabelText(vi('Currency you pay'));
const receiveCurrency = () => within(card()).getByLabelText(vi('Currency you receive'));
const shown = (testId: string) => within(card()).getByTestId(testId);
const submit = () => within(card()).getByRole('button', { name: vi('Swap') });

describe('Wallet: swap state in the form', () => {
  it('starts USDT → EV and computes the output, fee, total and what is received', async () => {
    const { user } = await renderWallet();
    expect(payCurrency()).toHaveValue('USDT');
    expect(receiveCurrency()).toHaveValue('EV');

    await user.type(pay(), '100');

    // EV price 0.25: 100 / 0.25 = 400 EV; fee 1 % of 100 (minimum 0.5) = $1, paid on top.
    expect(receive()).toHaveValue('400');
    expect(shown('fee')).toHaveTextContent('$1,00');
    expect(shown('debit')).toHaveTextContent('$101,00');
    expect(shown('received')).toHaveTextContent('400 EV');
  });

  it('computes the input from a typed output (and the minimum fee)', async () => {
    const { user } = await renderWallet();

    await user.type(receive(), '100');

    expect(pay()).toHaveValue('25');
    expect(shown('fee')).toHaveTextContent('$0,50');
    expect(shown('received')).toHaveTextContent('100 EV');
  });

  it("swaps the sides when the other side's currency is chosen", async () => {
    const { user } = await renderWallet();

    await user.selectOptions(receiveCurrency(), 'USDT');

    expect(payCurrency()).toHaveValue('EV');
    expect(receiveCurrency()).toHaveValue('USDT');
  });

  it('pairs USDT and EV, and takes EC only as input to USDT', async () => {
    const { user } = await renderWallet();

    await user.selectOptions(payCurrency(), 'EC');
    expect(receiveCurrency()).toHaveValue('USDT');
    expect(within(receiveCurrency()).queryByRole('option', { name: 'EC' })).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: vi('Switch direction') })).toBeDisabled();

    await user.type(pay(), '20');
    // EC buyPrice 0.5: 20 × 0.5 = $10.
    expect(receive()).toHaveValue('10');

    await user.selectOptions(receiveCurrency(), 'EV');
    expect(payCurrency()).toHaveValue('USDT');
  });

  it('switches the direction with the button', async () => {
    const { user } = await renderWallet();

    await user.click(within(card()).getByRole('button', { name: vi('Switch direction') }));

    expect(payCurrency()).toHaveValue('EV');
    expect(receiveCurrency()).toHaveValue('USDT');
  });
});

describe('Wallet: swap validation and submit', () => {
  it('asks for an amount, then the minimum with its coin code, without calling the server', async () => {
    const bodies = recordJson('post', 'auth/transaction/swap', swapAnswer as never);
    const { user } = await renderWallet();

    await user.type(within(card()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(submit());
    expect(await within(card()).findByText(vi('Enter points'))).toBeInTheDocument();

    await user.type(pay(), '5');
    await user.click(submit());
    const error = await within(card()).findByText(viWith('Minimum amount is %value%', { value: '$10,00' }));
    expect(pay()).toHaveAttribute('aria-invalid', 'true');
    expect(pay().getAttribute('aria-describedby')).toContain(error.id);
    expect(bodies).toEqual([]);
  });

  it('says on the amount, before anything is sent, that it has more than 18 decimals', async () => {
    const bodies = recordJson('post', 'auth/transaction/swap', swapAnswer as never);
    const { user } = await renderWallet();

    await user.type(pay(), '10.0000000000000000001');
    await user.type(within(card()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(submit());

    const error = await within(card()).findByText(vi('Use at most 18 decimals'));
    expect(pay().getAttribute('aria-describedby')).toContain(error.id);
    expect(bodies).toEqual([]);
  });

  it('refuses an amount whose fee on top exceeds the balance', async () => {
    const bodies = recordJson('post', 'auth/transaction/swap', swapAnswer as never);
    const { user } = await renderWallet();

    await user.type(pay(), '1000');
    await user.type(within(card()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(submit());

    expect(await within(card()).findByText(vi('Insufficient balance'))).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the pair, amount and secure password once, toasts, refreshes the wallets and clears the form', async () => {
    const bodies = recordJson('post', 'auth/transaction/swap', (body) => swapAnswer(body as Record<string, unknown>));
    const { user, walletCalls } = await renderWallet();
    const before = walletCalls.calls;

    await user.type(pay(), '100');
    await user.type(within(card()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.dblClick(submit());

    expect(await screen.findByText(vi('Swap completed'))).toBeInTheDocument();
    expect(bodies).toEqual([{ fromSymbol: 'USDT', toSymbol: 'EV', amount: '100', securePassword: 'Secure@123' }]);
    await waitFor(() => expect(walletCalls.calls).toBeGreaterThan(before));
    expect(pay()).toHaveValue('');
    expect(within(card()).getByLabelText(vi('Secure password'))).toHaveValue('');
  });

  it('puts server field errors on the fields and toasts the message', async () => {
    recordJson('post', 'auth/transaction/swap', () =>
      fail(400, 'SECURE_PASSWORD_WRONG', { fields: { securePassword: 'SECURE_PASSWORD_WRONG' } }),
    );
    const { user } = await renderWallet();

    await user.type(pay(), '100');
    await user.type(within(card()).getByLabelText(vi('Secure password')), 'Wrong@123');
    await user.click(submit());

    const field = within(card()).getByLabelText(vi('Secure password'));
    const error = await within(card()).findByText(vi('The secure password is wrong'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getAllByText(vi('The secure password is wrong'))).toHaveLength(2);
  });

  it("rebuilds the server's minimum text from errors.amountMinimum", async () => {
    recordJson('post', 'auth/transaction/swap', () =>
      fail(400, 'AMOUNT_BELOW_MINIMUM', {
        fields: { amount: 'AMOUNT_BELOW_MINIMUM' },
        params: { value: '20 USDT' },
        values: { amountMinimum: '20' },
      }),
    );
    const { user } = await renderWallet();

    await user.type(pay(), '15');
    await user.type(within(card()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(submit());

    const text = viWith('Minimum amount is %value%', { value: '$20,00' });
    expect(await within(card()).findByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(2);
  });

  it('sends one request when the form is submitted twice while the first is running', async () => {
    const bodies = recordJson('post', 'auth/transaction/swap', async (body) => {
      await delay(50);
      return swapAnswer(body as Record<string, unknown>);
    });
    const { user } = await renderWallet();

    await user.type(pay(), '100');
    await user.type(within(card()).getByLabelText(vi('Secure password')), 'Secure@123');
    const form = within(card()).getByRole('form', { name: vi('Swap currencies') });
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(await screen.findByText(vi('Swap completed'))).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import { numberFormat } from '@/config/format';
import { bookIs, fail, prices, pricesWithEc, recordJson, renderWallet, usableAddress, vi, viWith } from './helpers/walletFixtures';

// The first render of a file loads the shell and its texts: slow on a busy machine.
jest.setTimeout(20_000);

/** Amounts as the page shows them in Vietnamese. */
const usd = (value: string) => numberFormat('vi-VN').amount(value, 'USDT');
const withdrawCard = () => screen.getByRole('region', { name: vi('Withdraw') });
const amountField = () => within(withdrawCard()).getByLabelText(`${vi('Amount')} (USDT)`);

/** USDT's withdrawal as seeded: a fixed $1 fee, at least $20. */
const fixedFee = [
  { ...prices[0], settings: { ...prices[0].settings, WITHDRAW: { isFeePercent: false, fee: '1', minFee: '1', minimumAmount: '20' } } },
  ...pricesWithEc.slice(1),
];

async function openWithdraw(tokenPrices = fixedFee) {
  bookIs([usableAddress]);
  const view = await renderWallet({}, tokenPrices);
  const select = await within(withdrawCard()).findByRole('combobox', { name: vi('To address') });
  await within(select).findByRole('option', { name: 'Binance · 0x5290…9EE7' });
  return { ...view, select };
}

describe('Wallet: the withdrawal’s minimum and fee before Withdraw is pressed', () => {
  it('says the minimum and the fee under the amount, then the fee, debit and what arrives for the amount typed', async () => {
    const bodies = recordJson('post', 'auth/transaction/withdraw', () => fail(500, 'INTERNAL_ERROR'));
    const { user } = await openWithdraw();

    const rules = [
      viWith('Balance: %value%', { value: usd('1000') }),
      viWith('Minimum %value%', { value: usd('20') }),
      viWith('Fee %value%', { value: usd('1') }),
    ].join(' · ');
    expect(amountField()).toHaveAccessibleDescription(rules);

    await user.type(amountField(), '50');
    expect(within(withdrawCard()).getByTestId('fee')).toHaveTextContent(usd('1'));
    expect(within(withdrawCard()).getByTestId('debit')).toHaveTextContent(usd('51'));
    expect(within(withdrawCard()).getByTestId('received')).toHaveTextContent(usd('50'));
    expect(bodies).toEqual([]);
  });

  it('says a percentage fee with its least amount', async () => {
    await openWithdraw(pricesWithEc);
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(viWith('Fee %rate% (at least %value%)', { rate: '1%', value: usd('0.5') })));
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(viWith('Minimum %value%', { value: usd('10') })));
  });

  it('puts the server’s refusal of the amount under the amount field', async () => {
    recordJson('post', 'auth/transaction/withdraw', () =>
      fail(400, 'AMOUNT_BELOW_MINIMUM', { fields: { amount: 'AMOUNT_BELOW_MINIMUM' }, values: { amountMinimum: '25' } }),
    );
    const { user, select } = await openWithdraw();
    await user.selectOptions(select, 'a-usable');
    await user.type(amountField(), '21');
    await user.type(within(withdrawCard()).getByLabelText(vi('Secure password')), 'Secure@123');
    await user.click(within(withdrawCard()).getByRole('button', { name: vi('Withdraw') }));

    const text = viWith('Minimum amount is %value%', { value: usd('25') });
    expect(await within(withdrawCard()).findByText(text)).toBeInTheDocument();
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(text));
  });
});

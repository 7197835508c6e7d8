import { screen, waitFor, within } from '@testing-library/react';
import MemberDetailView from '@/components/ops/members/MemberDetailView';
import { numberFormat } from '@/config/format';
import type { AdjustmentLimits } from '@/contract/ops-members';
import { apiUrl, handle, memberDetail, memberPageServer, ok, renderOps, server, vi, viWith } from './helpers/renderOps';

const DemoPage = () => <MemberDetailView username="demo" />;
const usdt = (value: string) => numberFormat('vi-VN').amount(value, 'USDT');

// Whole console flows (shell, session, dialogs): slower than a unit under a loaded machine.
jest.setTimeout(20_000);

function limitsServer(limits: Partial<AdjustmentLimits> = {}) {
  memberPageServer(() => memberDetail());
  const asked: string[] = [];
  server.use(
    handle.get(apiUrl('ops/adjustments/limits/:username'), ({ params }) => {
      asked.push(String(params.username));
      return ok<AdjustmentLimits>({
        approvalAboveUsdt: '1000',
        totalAboveUsdt: '5000',
        windowHours: 24,
        requestedForMember: '700',
        requestedForAll: '900',
        usdtPrices: { USDT: '1', EV: '0.1', EC: '2.5' },
        ...limits,
      });
    }),
  );
  return asked;
}

async function adjustmentCard() {
  const view = await renderOps(DemoPage, '/ops/members/demo', 'Member', 'FINANCE');
  const card = await screen.findByRole('region', { name: vi('Ledger adjustment') });
  return { ...view, card };
}

describe('AdjustmentForm: the second approver, said before sending', () => {
  it('states the rule with the threshold and what this operator adjusted for the member in 24 h', async () => {
    const asked = limitsServer();
    const { card } = await adjustmentCard();
    expect(
      await within(card).findByText(
        viWith(
          'Above %amount% (counting your adjustments for this member in the last %hours% h) another operator must approve. The same holds above %total% for your adjustments of all members in that time; credits and debits both count, rejected ones do not.',
          { amount: usdt('1000'), hours: '24', total: usdt('5000') },
        ),
      ),
    ).toBeInTheDocument();
    expect(
      within(card).getByText(viWith('Your adjustments in the last %hours% h: %member% for this member, %all% for all members.', { hours: '24', member: usdt('700'), all: usdt('900') })),
    ).toBeInTheDocument();
    expect(asked).toEqual(['demo']);
  });

  it('says whether the amount typed applies at once or waits, counting the 24 h sum and the token price', async () => {
    limitsServer();
    const { user, card } = await adjustmentCard();
    const amount = within(card).getByRole('textbox', { name: vi('Amount') });
    await user.type(amount, '300');
    expect(await within(card).findByText(viWith('This adjustment (worth %value%) applies at once.', { value: usdt('300') }))).toBeInTheDocument();

    // 700 already this day + 300.01 passes 1000.
    await user.type(amount, '.01');
    expect(await within(card).findByText(viWith('This adjustment (worth %value%) will wait for another operator’s approval.', { value: usdt('300.01') }))).toBeInTheDocument();

    // 3,500 EV at 0.1 USDT is 350 USDT: waits as well.
    await user.clear(amount);
    await user.selectOptions(within(card).getByRole('combobox', { name: vi('Token') }), 'EV');
    await user.type(amount, '3500');
    expect(await within(card).findByText(viWith('This adjustment (worth %value%) will wait for another operator’s approval.', { value: usdt('350') }))).toBeInTheDocument();
  });

  it('counts the sum over all members too', async () => {
    limitsServer({ requestedForMember: '0', requestedForAll: '4900' });
    const { user, card } = await adjustmentCard();
    await user.type(within(card).getByRole('textbox', { name: vi('Amount') }), '200');
    await waitFor(() =>
      expect(within(card).getByText(viWith('This adjustment (worth %value%) will wait for another operator’s approval.', { value: usdt('200') }))).toBeInTheDocument(),
    );
  });
});

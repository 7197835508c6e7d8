import { screen, waitFor, within } from '@testing-library/react';
import OpsSettingsView from '@/components/ops/settings/OpsSettingsView';
import type { OpsSettingChange, OpsSettingsView as SettingsData } from '@/contract/ops-settings';
import { apiUrl, fail, handle, ok, renderOpsView, server, vi } from './helpers/renderOps';

// Typing whole forms takes seconds when the machine is busy.
jest.setTimeout(20_000);

const operation = { isFeePercent: false, fee: '1', minFee: '1', minimumAmount: '10' };
const EC = { code: 'EC' as const, price: '2.5', buyPrice: '2.4', settings: { SWAP: operation, TRANSFER: operation, WITHDRAW: operation } };

function settingsServer() {
  const data: SettingsData = {
    groups: [
      { group: 'WEB', settings: [{ name: 'siteName', value: 'FilHub' }] },
      { group: 'BANKING', settings: [{ name: 'bin', value: '970436' }] },
    ],
    tokens: [EC],
  };
  const history: OpsSettingChange[] = [];
  const sent: unknown[] = [];
  server.use(
    handle.get(apiUrl('ops/settings'), () => ok(data)),
    handle.put(apiUrl('ops/setting/:group/:name'), async ({ request, params }) => {
      const { value } = (await request.json()) as { value: string };
      sent.push({ group: params.group, name: params.name, value });
      if (params.name === 'bin' && !/^\d{6}$/.test(value)) return fail(400, 'VALIDATION_FAILED', { fields: { value: 'SETTING_BANK_BIN' } });
      const group = data.groups.find((entry) => entry.group === params.group)!;
      const setting = group.settings.find((entry) => entry.name === params.name)!;
      history.unshift({ id: String(history.length + 1), at: '2026-03-04T05:06:00.000Z', operator: 'admin', ip: '203.0.113.9', before: { value: setting.value }, after: { value } });
      setting.value = value;
      return ok({ group: params.group, name: params.name, value });
    }),
    handle.get(apiUrl('ops/settings/history/setting/:group/:name'), () => ok(history)),
    handle.put(apiUrl('ops/settings/tokens/:code'), async ({ request }) => {
      const body = (await request.json()) as typeof EC;
      sent.push(body);
      return ok({ ...body, code: 'EC' });
    }),
  );
  return sent;
}


describe('OpsSettingsView', () => {
  it('saves a setting and shows the change in its history', async () => {
    const sent = settingsServer();
    const { user } = await renderOpsView(OpsSettingsView, { path: '/ops/settings', heading: 'Settings' });
    const form = await screen.findByRole('form', { name: 'siteName' });
    const input = within(form).getByRole('textbox', { name: 'siteName' });
    await user.clear(input);
    await user.type(input, 'FilHub VN');
    await user.click(within(form).getByRole('button', { name: vi('Save') }));
    expect(await within(form).findByRole('status')).toHaveTextContent(vi('Saved'));
    expect(sent).toEqual([{ group: 'WEB', name: 'siteName', value: 'FilHub VN' }]);

    await user.click(within(form).getByRole('button', { name: 'Lịch sử của siteName' }));
    const history = await within(form).findByRole('list', { name: vi('History of changes') });
    expect(within(history).getByText('FilHub').tagName).toBe('DEL');
    expect(within(history).getByText('FilHub VN').tagName).toBe('INS');
    expect(within(history).getByText(/admin/)).toHaveTextContent('203.0.113.9');
  });

  it("puts the server's field error on the setting and keeps what was typed", async () => {
    settingsServer();
    const { user } = await renderOpsView(OpsSettingsView, { path: '/ops/settings', heading: 'Settings' });
    const form = await screen.findByRole('form', { name: 'bin' });
    const input = within(form).getByRole('textbox', { name: 'bin' });
    await user.clear(input);
    await user.type(input, '12ab');
    await user.click(within(form).getByRole('button', { name: vi('Save') }));
    expect(await within(form).findByText(vi('Value must be a 6-digit bank BIN'))).toBeInTheDocument();
    expect(input).toHaveValue('12ab');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("checks a token's values before sending and saves them together", async () => {
    const sent = settingsServer();
    const { user } = await renderOpsView(OpsSettingsView, { path: '/ops/settings', heading: 'Settings' });
    const form = await screen.findByRole('form', { name: 'Giá và phí của EC' });
    const buyPrice = within(form).getByRole('textbox', { name: vi('Buy-back price (USDT)') });
    await user.clear(buyPrice);
    await user.type(buyPrice, '3');
    await user.click(within(form).getByRole('button', { name: 'Lưu EC' }));
    expect(await within(form).findByText(vi('The buy-back price must not be above the price'))).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(buyPrice);
    await user.type(buyPrice, '2.3');
    const withdraw = within(form).getByRole('group', { name: vi('Withdraw') });
    await user.selectOptions(within(withdraw).getByRole('combobox', { name: vi('Fee kind') }), vi('Percentage of the amount'));
    await user.click(within(form).getByRole('button', { name: 'Lưu EC' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ price: '2.5', buyPrice: '2.3', settings: { SWAP: operation, TRANSFER: operation, WITHDRAW: { ...operation, isFeePercent: true } } });
  });
});


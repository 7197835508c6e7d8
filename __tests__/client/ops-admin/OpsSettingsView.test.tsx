import { screen, waitFor, within } from '@testing-library/react';
import OpsSettingsView from '@/components/ops/settings/OpsSettingsView';
import type { OpsSettingChange, OpsSettingsView as SettingsData } from '@/contract/ops-settings';
import { apiUrl, fail, handle, ok, renderOpsView, server, vi, viWith } from './helpers/renderOps';

// Typing whole forms takes seconds when the machine is busy.
jest.setTimeout(20_000);

const operation = { isFeePercent: false, fee: '1', minFee: '1', minimumAmount: '10' };
const EC = { code: 'EC' as const, price: '2.5', buyPrice: '2.4', settings: { SWAP: operation, TRANSFER: operation, WITHDRAW: operation } };

function settingsServer() {
  const data: SettingsData = {
    groups: [
      { group: 'WEB', settings: [{ name: 'siteName', value: 'FilHub' }, { name: 'maintenance', value: 'false' }] },
      {
        group: 'BANKING',
        settings: [
          { name: 'bankCode', value: 'VCB' },
          { name: 'bin', value: '970436' },
        ],
      },
      { group: 'SECURITY', settings: [{ name: 'securityHoldHours', value: '24' }] },
    ],
    tokens: [EC],
    banks: [
      { code: 'ICB', shortName: 'VietinBank', bin: '970415' },
      { code: 'VCB', shortName: 'Vietcombank', bin: '970436' },
    ],
  };
  const history: OpsSettingChange[] = [];
  const sent: unknown[] = [];
  server.use(
    handle.get(apiUrl('ops/settings'), () => ok(data)),
    handle.put(apiUrl('ops/setting/:group/:name'), async ({ request, params }) => {
      const { value } = (await request.json()) as { value: string };
      sent.push({ group: params.group, name: params.name, value });
      // The server knows more than the form: this BIN is of no bank.
      if (params.name === 'bin' && value === '970499') return fail(400, 'VALIDATION_FAILED', { fields: { value: 'SETTING_BANK_BIN' } });
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
    const form = await screen.findByRole('form', { name: vi('Site name') });
    const input = within(form).getByRole('textbox', { name: vi('Site name') });
    expect(input).toHaveAccessibleDescription(vi('Shown in the browser tab, the e-mails and the installed app.'));
    await user.clear(input);
    await user.type(input, 'FilHub VN');
    await user.click(within(form).getByRole('button', { name: vi('Save') }));
    expect(await within(form).findByRole('status')).toHaveTextContent(vi('Saved'));
    expect(sent).toEqual([{ group: 'WEB', name: 'siteName', value: 'FilHub VN' }]);

    await user.click(within(form).getByRole('button', { name: viWith('History of %name%', { name: vi('Site name') }) }));
    const history = await within(form).findByRole('list', { name: vi('History of changes') });
    expect(within(history).getByText('FilHub').tagName).toBe('DEL');
    expect(within(history).getByText('FilHub VN').tagName).toBe('INS');
    expect(within(history).getByText(/admin/)).toHaveTextContent('203.0.113.9');
  });

  it("puts the server's field error on the setting and keeps what was typed", async () => {
    const sent = settingsServer();
    const { user } = await renderOpsView(OpsSettingsView, { path: '/ops/settings', heading: 'Settings' });
    const form = await screen.findByRole('form', { name: vi('Bank BIN') });
    const input = within(form).getByRole('textbox', { name: vi('Bank BIN') });
    await user.clear(input);
    await user.type(input, '970499');
    await user.click(within(form).getByRole('button', { name: vi('Save') }));
    expect(await within(form).findByText(vi('Value must be a 6-digit bank BIN'))).toBeInTheDocument();
    expect(sent).toEqual([{ group: 'BANKING', name: 'bin', value: '970499' }]);
    expect(input).toHaveValue('970499');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows each setting by its translated label with its control: a switch, a number with its unit, a bank list', async () => {
    settingsServer();
    await renderOpsView(OpsSettingsView, { path: '/ops/settings', heading: 'Settings' });
    const maintenance = await screen.findByRole('switch', { name: vi('Maintenance mode') });
    expect(maintenance).not.toBeChecked();
    expect(maintenance).toHaveAccessibleDescription(vi('While on, members see the maintenance page instead of the portal; the console keeps working.'));
    const hours = screen.getByRole('spinbutton', { name: `${vi('Hold after a security change')} (${vi('hours')})` });
    expect(hours).toHaveValue(24);
    expect([hours.getAttribute('min'), hours.getAttribute('max')]).toEqual(['0', '720']);
    const bank = screen.getByRole('combobox', { name: vi('Bank') });
    expect(bank).toHaveValue('VCB');
    expect(within(bank).getByRole('option', { name: 'VietinBank (ICB, BIN 970415)' })).toBeInTheDocument();
    for (const raw of ['siteName', 'maintenance', 'securityHoldHours', 'bankCode']) expect(screen.queryByText(raw)).toBeNull();
  });

  it('saves a switch as true or false and a bank by its code', async () => {
    const sent = settingsServer();
    const { user } = await renderOpsView(OpsSettingsView, { path: '/ops/settings', heading: 'Settings' });
    const form = await screen.findByRole('form', { name: vi('Maintenance mode') });
    await user.click(within(form).getByRole('switch', { name: vi('Maintenance mode') }));
    await user.click(within(form).getByRole('button', { name: vi('Save') }));
    expect(await within(form).findByRole('status')).toHaveTextContent(vi('Saved'));
    const bankForm = screen.getByRole('form', { name: vi('Bank') });
    await user.selectOptions(within(bankForm).getByRole('combobox', { name: vi('Bank') }), 'ICB');
    await user.click(within(bankForm).getByRole('button', { name: vi('Save') }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { group: 'WEB', name: 'maintenance', value: 'true' },
      { group: 'BANKING', name: 'bankCode', value: 'ICB' },
    ]);
  });

  it('checks a value against the setting\'s rule before sending it', async () => {
    const sent = settingsServer();
    const { user } = await renderOpsView(OpsSettingsView, { path: '/ops/settings', heading: 'Settings' });
    const form = await screen.findByRole('form', { name: vi('Hold after a security change') });
    const hours = within(form).getByRole('spinbutton');
    await user.clear(hours);
    await user.type(hours, '721');
    await user.click(within(form).getByRole('button', { name: vi('Save') }));
    expect(await within(form).findByText(vi('Value must be a whole number of hours from 0 to 720'))).toBeInTheDocument();
    expect(hours).toHaveAttribute('aria-invalid', 'true');

    const bin = screen.getByRole('textbox', { name: vi('Bank BIN') });
    await user.clear(bin);
    await user.type(bin, '12ab');
    await user.click(within(screen.getByRole('form', { name: vi('Bank BIN') })).getByRole('button', { name: vi('Save') }));
    expect(await screen.findByText(vi('Value must be a 6-digit bank BIN'))).toBeInTheDocument();
    expect(sent).toEqual([]);
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


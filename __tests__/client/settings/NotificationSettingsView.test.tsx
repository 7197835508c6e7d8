import { screen, waitFor, within } from '@testing-library/react';
import NotificationSettingsView from '@/components/setting/NotificationSettingsView';
import type { TranslationKey } from '@/config/translate';
import { renderSettings, vi } from './helpers/renderSettings';
import { apiUrl, fail, handle, ok, recordJson, server, signedInAs } from './helpers/settingsFixtures';

const DEFAULTS = {
  TEAM_MEMBER_JOINED: { PORTAL: true, EMAIL: true, PUSH: true },
  TEAM_PURCHASE: { PORTAL: true, EMAIL: false, PUSH: true },
};

function preferencesOnServer(initial = DEFAULTS) {
  const state = { current: initial };
  server.use(handle.get(apiUrl('auth/alert/preferences'), () => ok(state.current)));
  return state;
}

async function renderCard() {
  const view = await renderSettings(NotificationSettingsView, '/setting/notifications', 'Notifications');
  const card = await screen.findByRole('region', { name: vi('Team alerts') });
  return { ...view, card };
}

const choice = (card: HTMLElement, event: TranslationKey, channel: TranslationKey) => within(card).getByRole('checkbox', { name: `${vi(event)}: ${vi(channel)}` });

describe('NotificationSettingsView: team alerts', () => {
  it('shows the member’s choices per event and channel', async () => {
    signedInAs();
    preferencesOnServer();
    const { card } = await renderCard();
    await waitFor(() => expect(choice(card, 'A new member joins my team', 'E-mail')).toBeChecked());
    expect(choice(card, 'A member of my team completes an order', 'E-mail')).not.toBeChecked();
    expect(choice(card, 'A member of my team completes an order', 'In the portal')).toBeChecked();
    expect(within(card).getByRole('button', { name: vi('Save') })).toBeDisabled();
  });

  it('saves every choice together and keeps what the server answered', async () => {
    signedInAs();
    const onServer = preferencesOnServer();
    const bodies = recordJson('put', 'auth/alert/preferences', (body) => {
      onServer.current = body as typeof DEFAULTS;
      return ok(onServer.current);
    });
    const { user, card } = await renderCard();
    await user.click(await within(card).findByRole('checkbox', { name: `${vi('A member of my team completes an order')}: ${vi('E-mail')}` }));
    await user.click(choice(card, 'A new member joins my team', 'Push'));
    await user.click(within(card).getByRole('button', { name: vi('Save') }));

    expect(await screen.findByText(vi('Notification settings saved'))).toBeInTheDocument();
    expect(bodies).toEqual([
      { TEAM_MEMBER_JOINED: { PORTAL: true, EMAIL: true, PUSH: false }, TEAM_PURCHASE: { PORTAL: true, EMAIL: true, PUSH: true } },
    ]);
    expect(choice(card, 'A member of my team completes an order', 'E-mail')).toBeChecked();
    await waitFor(() => expect(within(card).getByRole('button', { name: vi('Save') })).toBeDisabled());
  });

  it('tells the member when the save fails, and keeps their choices', async () => {
    signedInAs();
    preferencesOnServer();
    server.use(handle.put(apiUrl('auth/alert/preferences'), () => fail(400, 'VALIDATION_FAILED')));
    const { user, card } = await renderCard();
    await user.click(await within(card).findByRole('checkbox', { name: `${vi('A new member joins my team')}: ${vi('In the portal')}` }));
    await user.click(within(card).getByRole('button', { name: vi('Save') }));
    expect(await screen.findByText(vi('Validation failed'))).toBeInTheDocument();
    expect(choice(card, 'A new member joins my team', 'In the portal')).not.toBeChecked();
  });

  it('says when this browser cannot receive push (jsdom has no PushManager)', async () => {
    signedInAs();
    preferencesOnServer();
    await renderCard();
    const push = await screen.findByRole('region', { name: vi('Push on this device') });
    expect(await within(push).findByText(vi('This browser cannot receive push notifications.'))).toBeInTheDocument();
    expect(within(push).getByRole('button', { name: vi('Turn push on') })).toBeDisabled();
  });
});

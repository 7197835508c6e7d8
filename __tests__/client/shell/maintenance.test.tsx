import { screen, waitFor } from '@testing-library/react';
import MaintenancePage from '@/pages/maintenance';
import { server } from '../../setup/server';
import { findAccountTrigger, MEMBER_CONTENT, MemberPage, PUBLIC_CONTENT, PublicPage, renderShell, settingsLoaded, signIn, vi, webSettingsWith } from './helpers/renderShell';

const maintenance = (value: 'true' | 'false') => server.use(webSettingsWith([{ name: 'maintenance', value }]));

/** The WEB settings are in, so the gate has decided. */

describe('maintenance gate (settings WEB.maintenance)', () => {
  it("sends a member's page to /maintenance when it is 'true'", async () => {
    maintenance('true');
    signIn();
    const { router } = renderShell(MemberPage, { path: '/wallet' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/maintenance'));
    expect(router.visited).toEqual(['/maintenance']);
  });

  it("sends a public page to /maintenance when it is 'true'", async () => {
    maintenance('true');
    const { router } = renderShell(PublicPage, { path: '/' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/maintenance'));
    expect(router.visited).toEqual(['/maintenance']);
  });

  it("leaves other pages alone when it is 'false'", async () => {
    maintenance('false');
    signIn();
    const { router } = renderShell(MemberPage, { path: '/wallet' });

    await findAccountTrigger();
    await settingsLoaded();
    expect(screen.getByText(MEMBER_CONTENT)).toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });

  it('leaves other pages alone when the setting is absent', async () => {
    const { router } = renderShell(PublicPage, { path: '/' });

    await settingsLoaded();
    expect(await screen.findByText(PUBLIC_CONTENT)).toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });

  it("sends /maintenance home when it is 'false'", async () => {
    maintenance('false');
    const { router } = renderShell(MaintenancePage, { path: '/maintenance' });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/'));
    expect(router.visited).toEqual(['/']);
  });

  it("keeps /maintenance, with its message, when it is 'true'", async () => {
    maintenance('true');
    const { router } = renderShell(MaintenancePage, { path: '/maintenance' });

    await settingsLoaded();
    expect(
      await screen.findByRole('heading', { name: vi('%name% is under maintenance').replace('%name%', 'FilHub') }),
    ).toBeInTheDocument();
    expect(router.visited).toEqual([]);
  });
});

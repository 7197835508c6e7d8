import { screen, waitFor, within } from '@testing-library/react';
import { bottomBar, findAccountTrigger, findSideMenu, MemberPage, renderShell, signIn, vi } from './helpers/renderShell';

async function renderMemberPageAt(path: string) {
  signIn();
  const view = renderShell(MemberPage, { path });
  await findAccountTrigger();
  const bar = bottomBar();
  return { ...view, bar: within(bar) };
}

describe('bottom bar (up to 1199px)', () => {
  it('holds the menu entries under their short labels, Place Order as a button that opens a dialog', async () => {
    const { bar } = await renderMemberPageAt('/dashboard');

    expect(bar.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      [vi('Home'), vi('Register'), vi('Team'), vi('Buy'), vi('Wallet'), vi('Support')],
    );
    expect(bar.getByRole('link', { name: vi('Home') })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: vi('Wallet') })).not.toHaveAttribute('aria-current');
    expect(bar.getByRole('button', { name: vi('Buy') })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bar.getByRole('button', { name: vi('Buy') })).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the full names in the side menu', async () => {
    await renderMemberPageAt('/dashboard');
    const aside = within(await findSideMenu());

    expect(aside.getByRole('link', { name: vi('Register New Member'), hidden: true })).toHaveAttribute('href', '/register-new-member');
    expect(aside.getByRole('link', { name: vi('Reward Points Wallet'), hidden: true })).toHaveAttribute('href', '/wallet');
  });

  it('marks the Place Order entry as current on the catalogue and on its payment pages', async () => {
    const { bar, navigate } = await renderMemberPageAt('/place-order');
    expect(bar.getByRole('button', { name: vi('Buy') })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('link', { name: vi('Home') })).not.toHaveAttribute('aria-current');

    navigate({ path: '/place-order/bank-payment' });
    await waitFor(() => expect(within(bottomBar()).getByRole('button', { name: vi('Buy') })).toHaveAttribute('aria-current', 'true'));
  });

  it("opens the Place Order sheet listing the group's entries; choosing one closes it and navigates", async () => {
    const { bar, user, router } = await renderMemberPageAt('/dashboard');

    await user.click(bar.getByRole('button', { name: vi('Buy') }));

    const sheet = within(await screen.findByRole('dialog', { name: vi('Place Order') }));
    const entries = sheet.getAllByRole('link');
    expect(entries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [vi('Place Order'), '/place-order'],
      [vi('Bank Transfer'), '/place-order/bank-payment'],
      [vi('EB/EV Points'), '/place-order/point-payment'],
    ]);

    await user.click(sheet.getByRole('link', { name: vi('Bank Transfer') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.push).toHaveBeenCalledWith('/place-order/bank-payment', '/place-order/bank-payment', expect.anything());
  });

  it('marks the current sub-entry in the sheet', async () => {
    const { bar, user } = await renderMemberPageAt('/place-order/point-payment');

    await user.click(bar.getByRole('button', { name: vi('Buy') }));

    const sheet = within(await screen.findByRole('dialog', { name: vi('Place Order') }));
    expect(sheet.getByRole('link', { name: vi('EB/EV Points') })).toHaveAttribute('aria-current', 'page');
    expect(sheet.getByRole('link', { name: vi('Bank Transfer') })).not.toHaveAttribute('aria-current');
  });

  it('closes the sheet by its close button without navigating', async () => {
    const { bar, user, router } = await renderMemberPageAt('/dashboard');

    await user.click(bar.getByRole('button', { name: vi('Buy') }));
    const dialog = await screen.findByRole('dialog', { name: vi('Place Order') });
    await user.click(within(dialog).getByRole('button', { name: vi('Close') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.push).not.toHaveBeenCalled();
  });
});

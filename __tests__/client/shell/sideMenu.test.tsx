import { screen, within } from '@testing-library/react';
import MenuItemLink from '@/components/layout/MenuItemLink';
import { renderWithProviders } from '../ui/renderWithProviders';
import { createRouterStub, RouterStubProvider } from '../ui/routerStub';
import { findAccountTrigger, findSideMenu, MemberPage, renderShell, signIn, vi } from './helpers/renderShell';

/** The stored key of the member's choice (a literal: a renamed key would lose stored choices). */
const SIDE_MENU_COLLAPSED_KEY = 'sideMenuCollapsed';

// The side menu is display:none in jsdom (its @media rule never applies), hence `hidden: true`.
const hidden = true;

async function renderMemberPageAt(path: string) {
  signIn();
  const view = renderShell(MemberPage, { path });
  await findAccountTrigger();
  const aside = await findSideMenu();
  return { ...view, aside, menu: within(aside) };
}

/** The label of each top-level entry, in order. */
function topLevelLabels(aside: HTMLElement): string[] {
  const list = within(aside).getByRole('navigation', { hidden }).querySelector('ul');
  return Array.from(list?.children ?? []).map((item) => item.querySelector('a, button')?.textContent?.trim() ?? '');
}

function currentLinks(aside: HTMLElement): string[] {
  return within(aside)
    .getAllByRole('link', { hidden })
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('side menu', () => {
  it('lists Dashboard, Register New Member, Member Connect, Place Order, Reward Points Wallet, Support in this order', async () => {
    const { aside, menu } = await renderMemberPageAt('/dashboard');

    expect(topLevelLabels(aside)).toEqual([
      vi('Dashboard'),
      vi('Register New Member'),
      vi('Member Connect'),
      vi('Place Order'),
      vi('Reward Points Wallet'),
      vi('Support'),
    ]);
    expect(menu.getByRole('link', { name: vi('Dashboard'), hidden })).toHaveAttribute('href', '/dashboard');
    expect(menu.getByRole('link', { name: vi('Register New Member'), hidden })).toHaveAttribute('href', '/register-new-member');
    expect(menu.getByRole('link', { name: vi('Member Connect'), hidden })).toHaveAttribute('href', '/member-connect');
    expect(menu.getByRole('button', { name: vi('Place Order'), hidden })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: vi('Reward Points Wallet'), hidden })).toHaveAttribute('href', '/wallet');
  });

  it('marks only the entry of the exact path as the current page', async () => {
    const { aside } = await renderMemberPageAt('/wallet');
    expect(currentLinks(aside)).toEqual(['/wallet']);
  });

  it('marks nothing on a path below an entry (the match is exact, not by prefix)', async () => {
    const { aside } = await renderMemberPageAt('/wallet/history');
    expect(currentLinks(aside)).toEqual([]);
  });

  it('toggles the Place Order group open and closed, showing Bank Transfer and EB/EV Points', async () => {
    const { menu, user } = await renderMemberPageAt('/dashboard');
    const group = menu.getByRole('button', { name: vi('Place Order'), hidden });

    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: vi('Bank Transfer'), hidden })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: vi('EB/EV Points'), hidden })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: vi('Bank Transfer'), hidden })).toHaveAttribute('href', '/place-order/bank-payment');
    expect(menu.getByRole('link', { name: vi('EB/EV Points'), hidden })).toHaveAttribute('href', '/place-order/point-payment');

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(menu.queryByRole('link', { name: vi('Bank Transfer'), hidden })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: vi('EB/EV Points'), hidden })).not.toBeInTheDocument();
  });

  it.each([
    ['/place-order/bank-payment', 'Bank Transfer'],
    ['/place-order/point-payment', 'EB/EV Points'],
  ] as const)('starts with the group open on %s, its entry current', async (path, label) => {
    const { aside, menu } = await renderMemberPageAt(path);

    expect(menu.getByRole('button', { name: vi('Place Order'), hidden })).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('link', { name: vi(label), hidden })).toHaveAttribute('aria-current', 'page');
    expect(currentLinks(aside)).toEqual([path]);
  });

  it('opens the group when the member navigates to one of its pages from elsewhere', async () => {
    const view = await renderMemberPageAt('/dashboard');
    expect(view.menu.getByRole('button', { name: vi('Place Order'), hidden })).toHaveAttribute('aria-expanded', 'false');

    view.navigate({ path: '/place-order/point-payment' });

    const menu = within(await findSideMenu());
    expect(await menu.findByRole('link', { name: vi('EB/EV Points'), hidden })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('button', { name: vi('Place Order'), hidden })).toHaveAttribute('aria-expanded', 'true');
  });

  it('collapses and expands, keeping the choice in localStorage for the next visit', async () => {
    expect(window.localStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBeNull();
    const first = await renderMemberPageAt('/dashboard');

    await first.user.click(first.menu.getByRole('button', { name: vi('Collapse menu'), hidden }));
    expect(window.localStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBe('true');
    expect(first.menu.getByRole('button', { name: vi('Expand menu'), hidden })).toBeInTheDocument();
    expect(first.menu.queryByRole('button', { name: vi('Collapse menu'), hidden })).not.toBeInTheDocument();
    // Collapsed, the labels are visually hidden: the links carry them as their names.
    expect(first.menu.getByRole('link', { name: vi('Dashboard'), hidden })).toHaveAttribute('aria-label', vi('Dashboard'));
    first.unmount();

    // A fresh render (a reload) reads it back.
    const second = await renderMemberPageAt('/dashboard');
    const expand = second.menu.getByRole('button', { name: vi('Expand menu'), hidden });
    expect(second.menu.getByRole('link', { name: vi('Dashboard'), hidden })).toHaveAttribute('aria-label', vi('Dashboard'));

    await second.user.click(expand);
    expect(window.localStorage.getItem(SIDE_MENU_COLLAPSED_KEY)).toBe('false');
    expect(second.menu.getByRole('button', { name: vi('Collapse menu'), hidden })).toBeInTheDocument();
    expect(second.menu.getByRole('link', { name: vi('Dashboard'), hidden })).not.toHaveAttribute('aria-label');
  });

  it('starts expanded when nothing is stored', async () => {
    const { menu } = await renderMemberPageAt('/dashboard');
    expect(menu.getByRole('button', { name: vi('Collapse menu'), hidden })).toBeInTheDocument();
    expect(menu.queryByRole('button', { name: vi('Expand menu'), hidden })).not.toBeInTheDocument();
  });
});

describe('MenuItemLink', () => {
  function renderLink(href: string, isActive?: boolean) {
    // On another page than home, so a bare '#packages' would not resolve to the home page by chance.
    const router = { ...createRouterStub(), pathname: '/dashboard', asPath: '/dashboard' };
    const view = renderWithProviders(
      <RouterStubProvider router={router}>
        <MenuItemLink href={href} isActive={isActive}>
          Mục
        </MenuItemLink>
      </RouterStubProvider>,
    );
    return { router, link: screen.getByRole('link', { name: 'Mục' }), ...view };
  }

  it('opens an https link in a new tab without giving it the opener', () => {
    const { link } = renderLink('https://t.me/filhub');
    expect(link).toHaveAttribute('href', 'https://t.me/filhub');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('points a # link at the anchor of the home page, in the same tab', () => {
    const { link } = renderLink('#packages');
    expect(link).toHaveAttribute('href', '/#packages');
    expect(link).not.toHaveAttribute('target');
  });

  it('keeps an internal link in the same tab, current only when active', () => {
    const { link, unmount } = renderLink('/wallet', true);
    expect(link).toHaveAttribute('href', '/wallet');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('aria-current', 'page');
    unmount();

    expect(renderLink('/wallet', false).link).not.toHaveAttribute('aria-current');
  });

  it('on the home page, scrolls to the section instead of navigating', async () => {
    const section = document.createElement('section');
    section.id = 'packages';
    section.scrollIntoView = jest.fn();
    document.body.append(section);
    try {
      const { link, user, router } = renderLink('#packages');
      await user.click(link);
      expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth' });
      expect(router.push).not.toHaveBeenCalled();
    } finally {
      section.remove();
    }
  });

  it('on the home page without that section, navigates to /#packages', async () => {
    const { link, user, router } = renderLink('#packages');
    await user.click(link);
    expect(router.push).toHaveBeenCalledWith('/#packages', '/#packages', expect.anything());
  });
});

import { screen } from '@testing-library/react';
import Dropdown from '@/components/ui/Dropdown';
import { renderWithProviders } from './renderWithProviders';
import { createRouterStub, RouterStubProvider } from './routerStub';

function renderMenu() {
  const onLogout = jest.fn();
  const router = createRouterStub();
  const view = renderWithProviders(
    <RouterStubProvider router={router}>
      <Dropdown
        trigger={<span>Nguyễn Văn A</span>}
        items={[
          { id: 'account', label: 'Tài khoản', href: '/setting', icon: 'settings' },
          { id: 'logout', label: 'Đăng xuất', onSelect: onLogout, icon: 'logout' },
        ]}
      />
      <button type="button">Bên ngoài</button>
    </RouterStubProvider>,
  );
  return { onLogout, router, ...view };
}

describe('Dropdown', () => {
  it('is a menu button whose menu holds links and actions', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Nguyễn Văn A' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The menu's code is fetched on the first opening (ahead of it when the trigger is pointed at or focused).
    expect(await screen.findByRole('menu', { name: 'Nguyễn Văn A' })).toBeInTheDocument();
    const [account, logout] = screen.getAllByRole('menuitem');
    expect(account).toHaveAttribute('href', '/setting');
    expect(account).toHaveFocus();
    expect(logout).toHaveTextContent('Đăng xuất');
  });

  it('moves with the arrow keys', async () => {
    const { user } = renderMenu();
    screen.getByRole('button', { name: 'Nguyễn Văn A' }).focus();

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Tài khoản' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Đăng xuất' })).toHaveFocus();
  });

  it('closes on Escape (focus back on the trigger) and on a click outside', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Nguyễn Văn A' });

    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Bên ngoài' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('runs an action and closes', async () => {
    const { user, onLogout } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Nguyễn Văn A' }));
    await user.click(screen.getByRole('menuitem', { name: 'Đăng xuất' }));

    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows a link and closes', async () => {
    const { user, router } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Nguyễn Văn A' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tài khoản' }));

    expect(router.push).toHaveBeenCalledWith('/setting', '/setting', expect.anything());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

import styled from 'styled-components';
import Dropdown, { type DropdownItem } from '@/components/ui/Dropdown';
import { DEFAULT_AVATAR } from '@/config/constants';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/hooks/useAuth';
import { useDisplayIncome } from '@/hooks/useDisplayIncome';
import { useTranslation } from '@/hooks/useTranslation';

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;

  img { flex: none; border-radius: 50%; object-fit: cover; }
  span {
    display: none;
    max-width: 180px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  ${({ theme }) => theme.mediaQueries.menuDesktop} {
    span { display: inline; }
  }
`;

/**
 * Avatar and name; the menu: Account, Notifications, History Transaction and Monthly statement (when income may be shown), the
 * compensation plan and the fees, Logout.
 */
export default function AccountMenu() {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const canSeeIncome = useDisplayIncome(user?.username);
  if (!user) return null;

  const items: DropdownItem[] = [
    { id: 'account', label: t('Account'), href: ROUTES.setting, icon: 'settings' },
    { id: 'notifications', label: t('Notifications'), href: ROUTES.notifications, icon: 'bell' },
    ...(canSeeIncome ? [{ id: 'transactions', label: t('History Transaction'), href: ROUTES.transactions, icon: 'history' } satisfies DropdownItem] : []),
    ...(canSeeIncome ? [{ id: 'statement', label: t('Monthly statement'), href: ROUTES.statement, icon: 'history' } satisfies DropdownItem] : []),
    { id: 'plan', label: t('Compensation plan'), href: ROUTES.plan, icon: 'gift' },
    { id: 'fees', label: t('Fees and limits'), href: ROUTES.fees, icon: 'points' },
    { id: 'logout', label: t('Logout'), onSelect: () => void logout(), icon: 'logout' },
  ];
  return (
    <Dropdown
      triggerLabel={t('Account menu of %name%', { name: user.fullName })}
      trigger={
        <Who>
          {/* A member's own upload may come from the API host: a plain img avoids next/image's domain list. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={user.avatar?.completedUrl || DEFAULT_AVATAR} alt="" width={36} height={36} />
          <span>{user.fullName}</span>
        </Who>
      }
      items={items}
    />
  );
}

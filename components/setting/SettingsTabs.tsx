import { useRouter } from 'next/router';
import styled from 'styled-components';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { ROUTES } from '@/config/routes';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';

const TABS: readonly { label: TranslationKey; href: string }[] = [
  { label: 'General', href: ROUTES.setting },
  { label: 'Security', href: ROUTES.settingSecurity },
  { label: 'KYC', href: ROUTES.settingKyc },
  { label: 'Payment', href: ROUTES.settingPayment },
  { label: 'Notifications', href: ROUTES.settingNotifications },
];

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* Phones: tabs 44px tall, 8px apart. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    gap: 8px;
    a { min-height: 44px; }
  }

  a {
    display: block;
    padding: 10px 14px;
    color: ${({ theme }) => theme.colors.textSubtle};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primaryDark};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

export default function SettingsTabs() {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  return (
    <nav aria-label={t('Account')}>
      <Tabs>
        {TABS.map((tab) => (
          <li key={tab.href}>
            <PrefetchLink href={tab.href} aria-current={pathname === tab.href ? 'page' : undefined}>
              {t(tab.label)}
            </PrefetchLink>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}

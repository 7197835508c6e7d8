import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
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

  /* Phones: one row that scrolls sideways (the next tab shows cut at the edge), tabs 44px tall, 8px apart. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    flex-wrap: nowrap;
    gap: 8px;
    overflow-x: auto;
    scrollbar-width: none;
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

/** Brings the current tab into the row's view (the page itself does not scroll). */
function useCurrentTabInView(pathname: string) {
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const start = current.offsetLeft - list.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth) list.scrollLeft = Math.max(0, end - list.clientWidth + 24);
  }, [pathname]);
  return row;
}

export default function SettingsTabs() {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const row = useCurrentTabInView(pathname);
  return (
    <nav aria-label={t('Account')}>
      <Tabs ref={row}>
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

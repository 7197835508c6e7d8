import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { isMenuGroup, MEMBER_MENU, type MenuEntry, type MenuGroup, type MenuLink } from '@/config/menu';
import { useExpandedGroups } from '@/hooks/useExpandedGroups';
import { useTranslation } from '@/hooks/useTranslation';
import MenuIcon from '../MenuIcon';
import MenuItemLink from '../MenuItemLink';
import WithBadgeCount from '../WithBadgeCount';
import MenuBadge from './MenuBadge';
import { Aside, Footer, Label, List, RowButton, RowLink, SubList } from './styles';
import { ChevronIcon, CollapseIcon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';

// The social links show once the browser has the CONTACT settings (nothing before): their code and brand icons
// come after hydration too, not with the first load.
const SocialLinks = lazyComponent(() => import('@/components/shared/SocialLinks'));

interface SideMenuProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

export default function SideMenu({ collapsed, onToggleCollapsed }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const currentGroup = MEMBER_MENU.filter(isMenuGroup).find((group) => group.items.some((item) => item.href === pathname))?.label;
  const { isExpanded, toggle, expand } = useExpandedGroups(currentGroup ? [currentGroup] : []);

  // Arriving on a page of a group (also by client-side navigation) opens that group.
  useEffect(() => {
    if (currentGroup) expand(currentGroup);
  }, [currentGroup, expand]);

  // A collapsed row is named by aria-label, which hides its text: the count joins the name.
  const collapsedName = (label: MenuLink['label'], count?: number) =>
    count ? `${t(label)}, ${t('%count% unread', { count })}` : t(label);

  const renderRow = (entry: MenuLink, count: number) => {
    const active = pathname === entry.href;
    return (
      <li key={entry.href}>
        <RowLink as={MenuItemLink} href={entry.href} isActive={active} $active={active} $collapsed={collapsed} label={collapsed ? collapsedName(entry.label, count) : undefined}>
          {entry.icon && <MenuIcon name={entry.icon} />}
          <Label $collapsed={collapsed}>{t(entry.label)}</Label>
          {!!count && <MenuBadge count={count} collapsed={collapsed} />}
        </RowLink>
      </li>
    );
  };

  const renderLink = (entry: MenuLink) => (
    <WithBadgeCount key={entry.href} entry={entry}>
      {(count) => renderRow(entry, count)}
    </WithBadgeCount>
  );

  const renderGroup = (group: MenuGroup) => {
    const open = isExpanded(group.label);
    const active = pathname === group.href;
    return (
      <li key={group.label}>
        <RowButton
          type="button"
          aria-expanded={open}
          $active={active}
          $collapsed={collapsed}
          aria-label={collapsed ? t(group.label) : undefined}
          onClick={() => toggle(group.label)}
        >
          <MenuIcon name={group.icon} />
          <Label $collapsed={collapsed}>{t(group.label)}</Label>
          {!collapsed && <ChevronIcon style={{ transform: open ? 'rotate(180deg)' : undefined }} />}
        </RowButton>
        {open && <SubList>{[{ label: group.label, href: group.href, icon: group.icon }, ...group.items].map(renderLink)}</SubList>}
      </li>
    );
  };

  return (
    <Aside $collapsed={collapsed}>
      <nav aria-label={t('Main menu')}>
        <List>{MEMBER_MENU.map((entry: MenuEntry) => (isMenuGroup(entry) ? renderGroup(entry) : renderLink(entry)))}</List>
      </nav>
      <Footer>
        {!collapsed && <SocialLinks />}
        <RowButton type="button" $collapsed={collapsed} onClick={onToggleCollapsed} aria-label={collapsed ? t('Expand menu') : t('Collapse menu')}>
          <CollapseIcon style={{ transform: collapsed ? 'rotate(180deg)' : undefined }} />
          <Label $collapsed={collapsed}>{t('Collapse menu')}</Label>
        </RowButton>
      </Footer>
    </Aside>
  );
}

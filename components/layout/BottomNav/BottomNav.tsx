import { lazyComponent } from '@/components/ui/lazyComponent';
import { useRouter } from 'next/router';
import { useState } from 'react';
import VisuallyHidden from '@/components/ui/VisuallyHidden';
import CountBadge from '@/components/ui/CountBadge';
import { isMenuGroup, MEMBER_MENU, type MenuGroup, type MenuLink } from '@/config/menu';
import { useTranslation } from '@/hooks/useTranslation';
import MenuIcon from '../MenuIcon';
import MenuItemLink from '../MenuItemLink';
import WithBadgeCount from '../WithBadgeCount';
import { Bar, IconSlot, Item, ItemLabel, Items, SheetList } from './styles';

// framer-motion comes with the modal, loaded the first time a group opens.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

/** The phone and tablet menu (up to 1199px): always in place, with short labels; a group opens as a sheet. */
export default function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const [openGroup, setOpenGroup] = useState<MenuGroup | null>(null);
  // The last group shown stays mounted so the sheet can animate out.
  const [shownGroup, setShownGroup] = useState<MenuGroup | null>(null);

  const openSheet = (group: MenuGroup) => {
    setShownGroup(group);
    setOpenGroup(group);
  };

  const renderRow = (entry: MenuLink, count: number) => (
    <li key={entry.href}>
      <Item as={MenuItemLink} href={entry.href} isActive={pathname === entry.href} $active={pathname === entry.href}>
        <IconSlot>
          {entry.icon && <MenuIcon name={entry.icon} />}
          <CountBadge count={count} />
        </IconSlot>
        <ItemLabel data-label={t(entry.barLabel ?? entry.label)}>{t(entry.barLabel ?? entry.label)}</ItemLabel>
        {count > 0 && <VisuallyHidden>{t('%count% unread', { count })}</VisuallyHidden>}
      </Item>
    </li>
  );

  const renderLink = (entry: MenuLink) => (
    <WithBadgeCount key={entry.href} entry={entry}>
      {(count) => renderRow(entry, count)}
    </WithBadgeCount>
  );

  const renderGroup = (group: MenuGroup) => {
    const inGroup = group.items.some((item) => item.href === pathname);
    const current = pathname === group.href ? 'page' : inGroup ? 'true' : undefined;
    return (
      <li key={group.label}>
        <Item as="button" type="button" $active={!!current} aria-current={current} aria-haspopup="dialog" onClick={() => openSheet(group)}>
          <MenuIcon name={group.icon} />
          <ItemLabel data-label={t(group.barLabel ?? group.label)}>{t(group.barLabel ?? group.label)}</ItemLabel>
        </Item>
      </li>
    );
  };

  return (
    <>
      <Bar aria-label={t('Main menu')}>
        <Items>{MEMBER_MENU.map((entry) => (isMenuGroup(entry) ? renderGroup(entry) : renderLink(entry)))}</Items>
      </Bar>
      {shownGroup && (
        <Modal isOpen={!!openGroup} onDismiss={() => setOpenGroup(null)} title={t(shownGroup.label)}>
          <SheetList>
            {[{ label: shownGroup.label, href: shownGroup.href, icon: shownGroup.icon }, ...shownGroup.items].map((item) => (
              <li key={item.href}>
                <MenuItemLink href={item.href} isActive={pathname === item.href} onClick={() => setOpenGroup(null)}>
                  {item.icon && <MenuIcon name={item.icon} />}
                  {t(item.label)}
                </MenuItemLink>
              </li>
            ))}
          </SheetList>
        </Modal>
      )}
    </>
  );
}

import { useRouter } from 'next/router';
import { useState } from 'react';
import Modal from '@/components/ui/Modal';
import { isMenuGroup, MEMBER_MENU, type MenuGroup, type MenuLink } from '@/config/menu';
import { useTranslation } from '@/hooks/useTranslation';
import MenuIcon from '../MenuIcon';
import MenuItemLink from '../MenuItemLink';
import { Bar, Item, Items, SheetList } from './styles';

/** The phone and tablet menu (up to 1199px): always in place; a group opens as a sheet. */
export default function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useRouter();
  const [openGroup, setOpenGroup] = useState<MenuGroup | null>(null);

  const renderLink = (entry: MenuLink) => (
    <li key={entry.href}>
      <Item as={MenuItemLink} href={entry.href} isActive={pathname === entry.href} $active={pathname === entry.href}>
        {entry.icon && <MenuIcon name={entry.icon} />}
        <span>{t(entry.label)}</span>
      </Item>
    </li>
  );

  const renderGroup = (group: MenuGroup) => {
    const active = pathname === group.href || group.items.some((item) => item.href === pathname);
    return (
      <li key={group.label}>
        <Item as="button" type="button" $active={active} aria-haspopup="dialog" onClick={() => setOpenGroup(group)}>
          <MenuIcon name={group.icon} />
          <span>{t(group.label)}</span>
        </Item>
      </li>
    );
  };

  return (
    <>
      <Bar aria-label={t('Main menu')}>
        <Items>{MEMBER_MENU.map((entry) => (isMenuGroup(entry) ? renderGroup(entry) : renderLink(entry)))}</Items>
      </Bar>
      <Modal isOpen={!!openGroup} onDismiss={() => setOpenGroup(null)} title={openGroup ? t(openGroup.label) : ''}>
        {openGroup && (
          <SheetList>
            {[{ label: openGroup.label, href: openGroup.href, icon: openGroup.icon }, ...openGroup.items].map((item) => (
              <li key={item.href}>
                <MenuItemLink href={item.href} isActive={pathname === item.href} onClick={() => setOpenGroup(null)}>
                  {item.icon && <MenuIcon name={item.icon} />}
                  {t(item.label)}
                </MenuItemLink>
              </li>
            ))}
          </SheetList>
        )}
      </Modal>
    </>
  );
}

import type { ReactNode } from 'react';
import PrefetchLink from '@/components/ui/PrefetchLink';
import { menuHrefKind } from '@/config/menu';
import { ROUTES } from '@/config/routes';

interface MenuItemLinkProps {
  href: string;
  className?: string;
  isActive?: boolean;
  label?: string;
  onClick?: () => void;
  children: ReactNode;
}

function scrollToAnchor(anchor: string): boolean {
  const target = document.getElementById(anchor.slice(1));
  if (!target) return false;
  target.scrollIntoView({ behavior: 'smooth' });
  return true;
}

/** A menu link: https opens a new tab, # scrolls to an anchor of the home page, others navigate. */
export default function MenuItemLink({ href, className, isActive, label, onClick, children }: MenuItemLinkProps) {
  const kind = menuHrefKind(href);
  if (kind === 'external') {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label} onClick={onClick}>
        {children}
      </a>
    );
  }
  if (kind === 'anchor') {
    return (
      <PrefetchLink
        href={`${ROUTES.home}${href}`}
        className={className}
        aria-label={label}
        onClick={(event) => {
          if (window.location.pathname === ROUTES.home && scrollToAnchor(href)) event.preventDefault();
          onClick?.();
        }}
      >
        {children}
      </PrefetchLink>
    );
  }
  return (
    <PrefetchLink href={href} className={className} aria-label={label} aria-current={isActive ? 'page' : undefined} onClick={onClick}>
      {children}
    </PrefetchLink>
  );
}

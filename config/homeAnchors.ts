import type { TranslationKey } from './translate';

/** Sections of the home page that menus reach with # links. */
export const HOME_ANCHORS: readonly { href: `#${string}`; label: TranslationKey }[] = [
  { href: '#about', label: 'About' },
  { href: '#packages', label: 'Packages' },
  { href: '#prices', label: 'Token prices' },
  { href: '#contact', label: 'Contact' },
];

export { default } from './SideMenu';
export type { MenuBadges } from './types';

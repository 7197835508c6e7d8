export { default } from './Dropdown';
export type { DropdownButtonItem, DropdownItem, DropdownLinkItem, DropdownProps } from './types';

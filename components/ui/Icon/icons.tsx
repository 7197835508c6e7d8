// One module per icon (shapes after Feather and Lucide, MIT / ISC: 24×24 grid, 2px round strokes): a bundle holds
// only the icons its pages use (webpack keeps in a module every export that any page uses).
export { DashboardIcon } from './icons/DashboardIcon';
export { UserPlusIcon } from './icons/UserPlusIcon';
export { NetworkIcon } from './icons/NetworkIcon';
export { CartIcon } from './icons/CartIcon';
export { BankIcon } from './icons/BankIcon';
export { PointsIcon } from './icons/PointsIcon';
export { WalletIcon } from './icons/WalletIcon';
export { HistoryIcon } from './icons/HistoryIcon';
export { GiftIcon } from './icons/GiftIcon';
export { PackageIcon } from './icons/PackageIcon';
export { SupportIcon } from './icons/SupportIcon';
export { SettingsIcon } from './icons/SettingsIcon';
export { LogoutIcon } from './icons/LogoutIcon';
export { ChevronIcon } from './icons/ChevronIcon';
export { ChevronRightIcon } from './icons/ChevronRightIcon';
export { HamburgerIcon } from './icons/HamburgerIcon';
export { CollapseIcon } from './icons/CollapseIcon';
export { CloseIcon } from './icons/CloseIcon';
export { CheckIcon } from './icons/CheckIcon';
export { GlobeIcon } from './icons/GlobeIcon';
export { BellIcon } from './icons/BellIcon';
export { FacebookIcon } from './icons/FacebookIcon';
export { TelegramIcon } from './icons/TelegramIcon';
export { YoutubeIcon } from './icons/YoutubeIcon';
export { ZaloIcon } from './icons/ZaloIcon';

export * from './icons';
export { ICONS, type IconName } from './iconMap';
export { createIcon } from './createIcon';
export type { IconComponent, IconProps } from './types';

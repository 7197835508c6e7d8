import type { ComponentType, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** Width and height in px (default 24). */
  size?: number | string;
}

export type IconComponent = ComponentType<IconProps>;

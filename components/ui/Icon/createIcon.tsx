import type { ReactNode } from 'react';
import type { IconComponent, IconProps } from './types';

/** The class of every icon: its stroke look comes from the global style (fewer attributes to render and send). */
export const ICON_CLASS = 'icon';

/**
 * A 24×24 stroke icon in the current text colour. Decorative: hidden from assistive technology,
 * so the control that holds it needs its own text or aria-label.
 */
export function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  function Icon({ size = 24, className, ...props }: IconProps) {
    return (
      <svg
        className={className ? `${ICON_CLASS} ${className}` : ICON_CLASS}
        width={size}
        height={size}
        viewBox="0 0 24 24"
        {...props}
        aria-hidden="true"
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

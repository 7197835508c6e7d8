import type { ReactNode } from 'react';
import type { IconComponent, IconProps } from './types';

/**
 * A 24×24 stroke icon in the current text colour. Decorative: hidden from assistive technology,
 * so the control that holds it needs its own text or aria-label.
 */
export function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        aria-hidden="true"
        focusable="false"
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

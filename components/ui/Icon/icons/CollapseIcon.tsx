import { createIcon } from '../createIcon';

/** Collapse the side panel (points left; rotate 180° for expand). */
export const CollapseIcon = /* @__PURE__ */ createIcon(
  'CollapseIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="M9 3v18M16 15l-3-3 3-3" />
  </>,
);

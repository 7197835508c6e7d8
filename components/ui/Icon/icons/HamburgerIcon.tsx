import { createIcon } from '../createIcon';

/** The menu button (three lines). */
export const HamburgerIcon = /* @__PURE__ */ createIcon('HamburgerIcon', <path d="M3 6h18M3 12h18M3 18h18" />);

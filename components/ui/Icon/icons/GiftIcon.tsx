import { createIcon } from '../createIcon';

/** Gifts and bonuses. */
export const GiftIcon = /* @__PURE__ */ createIcon(
  'GiftIcon',
  <>
    <path d="M20 12v10H4V12" />
    <rect x="2" y="7" width="20" height="5" />
    <path d="M12 22V7" />
    <path d="M12 7H7.5a2.5 2.5 0 0 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 0 0 0-5C13 2 12 7 12 7z" />
  </>,
);

import { createIcon } from '../createIcon';

/** Telegram's paper plane. */
export const TelegramIcon = /* @__PURE__ */ createIcon(
  'TelegramIcon',
  <>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4z" />
  </>,
);

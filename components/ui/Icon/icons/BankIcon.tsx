import { createIcon } from '../createIcon';

export const BankIcon = /* @__PURE__ */ createIcon(
  'BankIcon',
  <>
    <path d="M3 22h18M6 18v-7M10 18v-7M14 18v-7M18 18v-7" />
    <path d="M12 2l8 5H4z" />
  </>,
);

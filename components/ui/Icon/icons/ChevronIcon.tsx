import { createIcon } from '../createIcon';

/** Points down; rotate it for the other directions. */
export const ChevronIcon = /* @__PURE__ */ createIcon('ChevronIcon', <path d="m6 9 6 6 6-6" />);

import type { OperatorRole } from '@/contract/enums';
import type { TranslationKey } from './translate';

/** The operator console's pages. */
export const OPS_PATHS = { home: '/ops', login: '/ops/login' } as const;

export const isConsolePath = (pathname: string) => pathname === OPS_PATHS.home || pathname.startsWith(`${OPS_PATHS.home}/`);

/** What a console menu entry counts (its queue's pending items), read from the console overview. */
export type OpsQueue = 'kyc' | 'withdrawals' | 'bankOrders' | 'tickets';

export interface OpsMenuEntry {
  href: string;
  label: TranslationKey;
  /** The roles that see the entry (admin sees every entry). */
  roles: readonly OperatorRole[];
  queue?: OpsQueue;
}

/** The operator console's menu, in order: each entry is a page of `pages/ops/`. */
export const OPS_MENU: readonly OpsMenuEntry[] = [
  { href: '/ops/tickets', label: 'Support tickets', roles: ['SUPPORT'], queue: 'tickets' },
];

export const menuFor = (role: OperatorRole) => OPS_MENU.filter((entry) => role === 'ADMIN' || entry.roles.includes(role));

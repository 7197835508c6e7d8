import type { OperatorRole } from '@/contract/enums';
import type { TranslationKey } from './translate';


/** What a console menu entry counts (its queue's pending items), read from the console overview. */
export type OpsQueue = 'kyc' | 'withdrawals' | 'bankOrders' | 'tickets';

export interface OpsMenuEntry {
  href: string;
  label: TranslationKey;
  /** The roles that see the entry (admin sees every entry). */
  roles: readonly OperatorRole[];
  queue?: OpsQueue;
}

export const OPS_MEMBERS_PATH = '/ops/members';
export const OPS_ADJUSTMENTS_PATH = '/ops/adjustments';
export const OPS_OPERATORS_PATH = '/ops/operators';
/** A member's page in the console. */
export const opsMemberPath = (username: string) => `${OPS_MEMBERS_PATH}/${encodeURIComponent(username)}`;

/** The operator console's menu, in order: each entry is a page of `pages/ops/`. */
export const OPS_MENU: readonly OpsMenuEntry[] = [
  { href: '/ops', label: 'Home', roles: ['ADMIN', 'FINANCE', 'SUPPORT'] },
  { href: OPS_MEMBERS_PATH, label: 'Members', roles: ['SUPPORT', 'FINANCE'] },
  { href: '/ops/kyc', label: 'KYC reviews', roles: ['SUPPORT'], queue: 'kyc' },
  { href: '/ops/withdrawals', label: 'Withdrawals', roles: ['FINANCE'], queue: 'withdrawals' },
  { href: '/ops/bank-orders', label: 'Bank orders', roles: ['FINANCE'], queue: 'bankOrders' },
  { href: '/ops/tickets', label: 'Support tickets', roles: ['SUPPORT'], queue: 'tickets' },
  { href: OPS_ADJUSTMENTS_PATH, label: 'Adjustments', roles: ['FINANCE'] },
  { href: '/ops/mining', label: 'Mining accrual', roles: ['FINANCE'] },
  { href: OPS_OPERATORS_PATH, label: 'Operators', roles: ['ADMIN'] },
  { href: '/ops/settings', label: 'Settings', roles: ['ADMIN'] },
  { href: '/ops/audit', label: 'Audit log', roles: ['ADMIN'] },
];

/** Whether the role may do what `roles` may (admin may do everything), as the server's role guard decides. */
export const roleMay = (role: OperatorRole, roles: readonly OperatorRole[]) => role === 'ADMIN' || roles.includes(role);

export const menuFor = (role: OperatorRole) => OPS_MENU.filter((entry) => roleMay(role, entry.roles));

/** Every route of the portal, one constant each (the member, guest and public pages). */
export const ROUTES = {
  maintenance: '/maintenance',
  home: '/',
  login: '/login',
  authentication: '/authentication',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  signUp: '/sign-up',
  dashboard: '/dashboard',
  registerNewMember: '/register-new-member',
  memberConnect: '/member-connect',
  placeOrder: '/place-order',
  bankPayment: '/place-order/bank-payment',
  pointPayment: '/place-order/point-payment',
  upgrade: '/upgrade',
  wallet: '/wallet',
  transactions: '/transactions',
  bonus: '/bonus',
  /** Every notification of the member, filtered and paged (the bell shows the latest). */
  notifications: '/notifications',
  /** The compensation plan and the fee schedule, public (a prospect reads them before signing up). */
  plan: '/plan',
  fees: '/fees',
  /** The printable monthly statement. */
  statement: '/statement',
  setting: '/setting',
  settingSecurity: '/setting/security',
  settingKyc: '/setting/kyc',
  settingPayment: '/setting/payment',
  settingNotifications: '/setting/notifications',
  order: '/order',
  orderTemp: '/order/temp',
  orderWarehouse: '/order/warehouse',
  support: '/support',
  /** The e-mailed links of the security settings. */
  resetSecurePassword: '/reset-secure-password',
  confirmWithdrawAddress: '/confirm-withdraw-address',
  notMe: '/not-me',
  /** The e-mailed link that unlocks sign-in on a new device after a lockout. */
  unlockSignIn: '/unlock-sign-in',
  /** The e-mailed link that verifies the member's address (signed in). */
  verifyEmail: '/verify-email',
  /** The public pages of what a member accepts at sign-up. */
  terms: '/terms',
  privacy: '/privacy',
  riskDisclosure: '/risk-disclosure',
} as const;

export type Route = (typeof ROUTES)[keyof typeof ROUTES];

/** The query of the dashboard a new member lands on after sign-up: it greets them and names their sponsor. */
export const NEW_MEMBER_QUERY = { welcome: 'new' } as const;
export const NEW_MEMBER_DASHBOARD = `${ROUTES.dashboard}?welcome=${NEW_MEMBER_QUERY.welcome}`;

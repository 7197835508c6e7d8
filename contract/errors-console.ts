/** The operator console's error codes and their English texts (part of ERROR_TEXTS, contract/errors.ts). */
export const CONSOLE_ERROR_TEXTS = {
  // Operators: tokens, setup links, sign-in and sessions, roles.
  INVALID_OPS_TOKEN: 'Invalid operator token',
  OPS_ROLE_FORBIDDEN: "The operator's role does not allow this action",
  OPERATOR_EXISTS: 'An operator with this username already exists',
  OPERATOR_NOT_FOUND: 'Operator not found',
  OPERATOR_TOKEN_NOT_FOUND: 'Operator token not found or already revoked',
  OPERATOR_CHANGE_NOT_FOUND: 'Operator request not found',
  OPERATOR_CHANGE_NOT_PENDING: 'This operator request is no longer pending',
  OPERATOR_CHANGE_SELF_APPROVAL: 'Another admin must approve a request you made',
  OPERATOR_CHANGE_WAITING: 'A request about this operator already waits for a second admin',
  OPERATOR_ROLE_UNCHANGED: 'The operator already has this role',
  OPERATOR_USERNAME_RULE: 'A username of 2 to 32 characters: a letter first, then letters, digits, _ . or -',
  OPERATOR_ROLE_INVALID: 'Choose one of the roles',
  INVALID_SETUP_LINK: 'This setup link is invalid, used or expired',
  OPS_SIGN_IN_FAILED: 'Wrong username, password or authenticator code',
  OPS_SESSION_ENDED: 'Your console session has ended, sign in again',
  OPS_CONSOLE_HEADER_MISSING: 'This request did not come from the console',

  // Settings editor (token prices and fees) and the audit log.
  TOKEN_DECIMAL_RULE: 'Must be a number with at most 18 decimals',
  TOKEN_PRICE_POSITIVE: 'Price must be above 0',
  TOKEN_FEE_KIND_RULE: 'Fee kind must be a percentage or a fixed amount',
  TOKEN_FEE_PERCENT_RULE: 'A percentage fee must be at most 100',
  TOKEN_BUY_PRICE_ABOVE_PRICE: 'The buy-back price must not be above the price',
  TOKEN_NOT_FOUND: 'Token not found',
  AUDIT_FILTER_RULE: 'Filter must be at most 100 characters',
  SETTING_SITE_NAME: 'Value must be 1 to 60 characters',
  SETTING_PHONE: 'Value must be a phone number: digits, spaces and + ( ) . -',
  SETTING_ACCOUNT_NAME: 'Value must be capital letters without accents, digits or spaces, at most 50',

  // The console's members section: search, lock, 2FA reset and manual ledger adjustments.
  ACCOUNT_LOCKED: 'This account is locked; contact support',
  MEMBER_ALREADY_LOCKED: 'This member is already locked',
  MEMBER_NOT_LOCKED: 'This member is not locked',
  MEMBER_TWO_FACTOR_OFF: 'This member has no 2FA to reset',
  SEARCH_QUERY_RULE: 'Type 2 to 100 characters of a username, e-mail, phone, referral code or full name',
  ACTION_REASON_REQUIRED: 'Give a reason',
  ADJUSTMENT_DIRECTION_CHOICE: 'Choose credit or debit',
  ADJUSTMENT_AMOUNT_RULE: 'Enter an amount greater than 0',
  ADJUSTMENT_NOT_FOUND: 'Adjustment not found',
  ADJUSTMENT_NOT_PENDING: 'This adjustment is no longer pending',
  ADJUSTMENT_SELF_APPROVAL: 'Another operator must approve an adjustment you asked for',

  // Finance histories (processed withdrawals and bank orders) and the bank order search.
  HISTORY_STATUS_INVALID: 'Choose one of the statuses',
  ORDER_SEARCH_RULE: 'Type 3 to 200 characters of an order code or a transfer content',
} as const;

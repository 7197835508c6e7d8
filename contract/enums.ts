/**
 * Every enum of the API: the values the server stores (server/db/schema.ts builds its pgEnums from them), sends
 * and accepts, and the client shows. One `as const` list and its union type each.
 */

export const TOKEN_SYMBOLS = ['USDT', 'EV', 'EC'] as const;
export type TokenSymbol = (typeof TOKEN_SYMBOLS)[number];

/** The money operations a token has fee rules for (a token price's `settings` keys). */
export const TOKEN_OPERATIONS = ['SWAP', 'TRANSFER', 'WITHDRAW'] as const;
export type TokenOperation = (typeof TOKEN_OPERATIONS)[number];

/** Ledger entry types: every balance change is one row of one of these. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'SWAP_IN',
  'SWAP_OUT',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'ORDER_PAYMENT',
  'UPGRADE',
  'BONUS',
  'MINING_REWARD',
  'FEE',
  /** An operator's manual credit or debit with a reason (ledger_adjustments). */
  'ADJUSTMENT',
  /** A bank order paid for a package the member already held (or a lower one): its total back in USDT. */
  'ORDER_REFUND',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * A withdrawal's entries stay PENDING until the operator approves (COMPLETED) or rejects them (REJECTED), or the
 * member cancels it (CANCELLED); a refund is new COMPLETED rows.
 */
export const TRANSACTION_STATUSES = ['PENDING', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** PENDING until the operator approves (paid out, with its transaction hash) or rejects it, or the member cancels it. */
export const WITHDRAWAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Bonus kinds: the buyer's direct sponsor (level 1), then levels 2 and 3 of the sponsor chain. */
export const BONUS_TYPES = ['DIRECT', 'LEVEL_2', 'LEVEL_3'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export const ORDER_METHODS = ['BANK', 'POINT'] as const;
export type OrderMethod = (typeof ORDER_METHODS)[number];

/** REFUNDED: a BANK order paid after the member got its package or a higher one; its total credited back, no bonus. */
export const ORDER_STATUSES = ['PENDING_PAYMENT', 'COMPLETED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The wallets a POINT order (and an upgrade) may be paid from: EV at the point price, USDT at the price. */
export const POINT_PAYMENT_SYMBOLS = ['EV', 'USDT'] as const satisfies readonly TokenSymbol[];
export type PointPaymentSymbol = (typeof POINT_PAYMENT_SYMBOLS)[number];

export const PRODUCT_KINDS = ['PACKAGE', 'MINING'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A warehouse unit is IN_STOCK until activated into a mining contract (MINING). */
export const WAREHOUSE_UNIT_STATUSES = ['IN_STOCK', 'MINING'] as const;
export type WarehouseUnitStatus = (typeof WAREHOUSE_UNIT_STATUSES)[number];

export const KYC_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_DOCUMENT_TYPES = ['ID_CARD', 'PASSPORT', 'DRIVER_LICENSE'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** The images of a submission; `back` may be missing for a passport. */
export const KYC_FILE_FIELDS = ['front', 'back', 'selfie'] as const;
export type KycFileField = (typeof KYC_FILE_FIELDS)[number];

/** The operator's answer to a pending submission. */
export const KYC_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type KycDecision = (typeof KYC_DECISIONS)[number];

/** SECURITY: the money-out rules (withdrawAddressDelayHours, withdrawRequiresKyc, securityHoldHours). */
export const SETTING_GROUPS = ['WEB', 'CONTACT', 'BANKING', 'SECURITY'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** Ranks by team volume, lowest first (the thresholds are in config/ranks.ts). */
export const RANK_CODES = ['MEMBER', 'BRONZE', 'SILVER', 'GOLD', 'DIAMOND'] as const;
export type RankCode = (typeof RANK_CODES)[number];

/** What a notification tells; the client words it from its type and params (translated). */
export const NOTIFICATION_TYPES = [
  'ORDER_COMPLETED',
  'BONUS_RECEIVED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'WITHDRAWAL_REQUESTED',
  'WITHDRAWAL_CANCELLED',
  'NEW_DEVICE_SIGN_IN',
  'SECURITY_CHANGE',
  'TICKET_ANSWERED',
  'ORDER_REFUNDED',
  // Team alerts: a new member and a completed order in the member's team, up to TEAM_ALERT_DEPTH levels.
  'TEAM_MEMBER_JOINED',
  'TEAM_PURCHASE',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The credentials whose change (or whose use, for a recovery code) sends an alert (an e-mail and a SECURITY_CHANGE
 * notification with a "this was not me" link).
 */
export const SECURITY_CHANGES = [
  'PASSWORD',
  'SECURE_PASSWORD',
  /** The first secure password of the account (by the e-mailed link): set, not changed. */
  'SECURE_PASSWORD_SET',
  'TWO_FACTOR_ON',
  'TWO_FACTOR_OFF',
  'EMAIL',
  'PAYOUT',
  'ANTI_PHISHING',
  'WITHDRAW_ADDRESS',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
  'PASSKEY_ADDED',
  'PASSKEY_REMOVED',
] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];

/**
 * A withdrawal address of the member's book: AWAITING_CONFIRMATION until the e-mailed link (or a 2FA code given when
 * adding) confirms it, then IN_DELAY until `opensAt` (withdrawAddressDelayHours after the confirmation), then USABLE.
 */
export const WITHDRAW_ADDRESS_STATUSES = ['AWAITING_CONFIRMATION', 'IN_DELAY', 'USABLE'] as const;
export type WithdrawAddressStatus = (typeof WITHDRAW_ADDRESS_STATUSES)[number];

/** Who put an address on the book: the member (confirmed by link or code) or the payout wallet link (its signature). */
export const WITHDRAW_ADDRESS_SOURCES = ['MEMBER', 'WALLET_LINK'] as const;
export type WithdrawAddressSource = (typeof WITHDRAW_ADDRESS_SOURCES)[number];

/** What the bank's payment notification (public/payment webhook) did. */
export const BANK_PAYMENT_OUTCOMES = ['CONFIRMED', 'UNMATCHED', 'AMOUNT_TOO_LOW', 'NOT_PENDING'] as const;
export type BankPaymentOutcome = (typeof BANK_PAYMENT_OUTCOMES)[number];

/** What a support ticket is about (the member chooses it when opening the ticket). */
export const TICKET_CATEGORIES = ['ACCOUNT', 'ORDER', 'WITHDRAWAL', 'KYC', 'OTHER'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** OPEN: waiting for support (new, or the member wrote last); ANSWERED: support wrote last; CLOSED: no more messages. */
export const TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Who wrote a ticket's message: the member, or an operator (shown to the member as "Support"). */
export const TICKET_AUTHORS = ['MEMBER', 'SUPPORT'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/** The portal's languages (a page view's `language`, a member's e-mail language). */
export const LOCALES = ['vi-VN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

/** A page view's `screen`: the width class of the visitor's window. */
export const SCREEN_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** Operator roles: SUPPORT decides KYC; FINANCE moves money (withdrawals, bank orders, mining); ADMIN does everything. */
export const OPERATOR_ROLES = ['ADMIN', 'FINANCE', 'SUPPORT'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** A manual ledger adjustment adds to (CREDIT) or takes from (DEBIT) a member's wallet. */
export const ADJUSTMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export type AdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/**
 * An adjustment above the approval threshold waits PENDING for a second operator, who applies (APPLIED) or rejects
 * it (REJECTED); one at or below it is APPLIED at once.
 */
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/**
 * An admin's request about an operator that waits for a second admin: a new operator (CREATE) or another role for an
 * existing one (ROLE). Its status is an adjustment's: PENDING, then APPLIED or REJECTED.
 */
export const OPERATOR_CHANGE_KINDS = ['CREATE', 'ROLE'] as const;
export type OperatorChangeKind = (typeof OPERATOR_CHANGE_KINDS)[number];

/** Team alerts: the events a member may be alerted of, and the channels each can reach them on. */
export const ALERT_EVENTS = ['TEAM_MEMBER_JOINED', 'TEAM_PURCHASE'] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

export const ALERT_CHANNELS = ['PORTAL', 'EMAIL', 'PUSH'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** The channels an alert is delivered on after its transaction commits (PORTAL is the notification row itself). */
export const ALERT_DELIVERY_CHANNELS = ['EMAIL', 'PUSH'] as const;
export type AlertDeliveryChannel = (typeof ALERT_DELIVERY_CHANNELS)[number];

// The schema's enums (built from the contract's lists) and its column helpers.
import { numeric, pgEnum, timestamp } from 'drizzle-orm/pg-core';

import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_STATUSES,
  BONUS_TYPES,
  KYC_DOCUMENT_TYPES,
  KYC_STATUSES,
  LOCALES,
  NOTIFICATION_TYPES,
  ORDER_METHODS,
  OPERATOR_CHANGE_KINDS,
  OPERATOR_ROLES,
  ORDER_STATUSES,
  PRODUCT_KINDS,
  SETTING_GROUPS,
  TICKET_AUTHORS,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  TOKEN_SYMBOLS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  WAREHOUSE_UNIT_STATUSES,
  WITHDRAW_ADDRESS_SOURCES,
  WITHDRAWAL_STATUSES,
} from '../../../contract/enums';

export const settingGroup = pgEnum('setting_group', SETTING_GROUPS);
export const tokenSymbol = pgEnum('token_symbol', TOKEN_SYMBOLS);
export const kycStatus = pgEnum('kyc_status', KYC_STATUSES);
export const operatorRole = pgEnum('operator_role', OPERATOR_ROLES);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
export const transactionStatus = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const productKind = pgEnum('product_kind', PRODUCT_KINDS);
export const kycDocumentType = pgEnum('kyc_document_type', KYC_DOCUMENT_TYPES);
export const bonusType = pgEnum('bonus_type', BONUS_TYPES);
export const withdrawalStatus = pgEnum('withdrawal_status', WITHDRAWAL_STATUSES);
export const withdrawAddressSource = pgEnum('withdraw_address_source', WITHDRAW_ADDRESS_SOURCES);
export const orderMethod = pgEnum('order_method', ORDER_METHODS);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const warehouseUnitStatus = pgEnum('warehouse_unit_status', WAREHOUSE_UNIT_STATUSES);
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);
export const locale = pgEnum('locale', LOCALES);
export const ticketCategory = pgEnum('ticket_category', TICKET_CATEGORIES);
export const ticketStatus = pgEnum('ticket_status', TICKET_STATUSES);
export const ticketAuthor = pgEnum('ticket_author', TICKET_AUTHORS);
export const adjustmentDirection = pgEnum('adjustment_direction', ADJUSTMENT_DIRECTIONS);
export const adjustmentStatus = pgEnum('adjustment_status', ADJUSTMENT_STATUSES);
export const operatorChangeKind = pgEnum('operator_change_kind', OPERATOR_CHANGE_KINDS);

export const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

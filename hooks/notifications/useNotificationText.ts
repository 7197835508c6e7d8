import { useCallback } from 'react';
import type { Notification } from '@/contract/notifications';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';

/** A notification in words, from its type and params, in the current language. */
export function useNotificationText() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  return useCallback(
    ({ type, params }: Pick<Notification, 'type' | 'params'>): string => {
      const amount = params.amount ? format.amount(params.amount, params.symbol) : '';
      const reason = params.reason ?? '';
      switch (type) {
        case 'ORDER_COMPLETED':
          return t('Order %code% completed', { code: params.orderCode ?? '' });
        case 'ORDER_REFUNDED':
          return t('Order %code% refunded: %amount% back to your wallet (you already had this package or a higher one)', { code: params.orderCode ?? '', amount });
        case 'BONUS_RECEIVED':
          if (!params.fromUsername) return t('Bonus of %amount%', { amount });
          if (!params.orderCode) return t('Bonus of %amount% from %username%', { amount, username: params.fromUsername });
          return t('Bonus of %amount% from %username% (order %code%)', {
            amount,
            username: params.fromUsername,
            code: params.orderCode,
          });
        case 'KYC_APPROVED':
          return t('KYC approved');
        case 'KYC_REJECTED':
          return t('KYC rejected: %reason%', { reason });
        case 'WITHDRAWAL_APPROVED':
          return t('Withdrawal of %amount% approved', { amount });
        case 'WITHDRAWAL_REJECTED':
          return t('Withdrawal of %amount% rejected: %reason%', { amount, reason });
        case 'WITHDRAWAL_REQUESTED':
          return t('Withdrawal of %amount% requested', { amount });
        case 'WITHDRAWAL_CANCELLED':
          return t('Withdrawal of %amount% cancelled', { amount });
        case 'NEW_DEVICE_SIGN_IN':
          if (params.count && Number(params.count) > 1) {
            return t('%count% new sign-ins from %device% (latest from %ip%)', { count: params.count, device: params.device ?? '—', ip: params.ip ?? '—' });
          }
          return t('New sign-in from %device% (%ip%)', { device: params.device ?? '—', ip: params.ip ?? '—' });
        case 'SECURITY_CHANGE':
          switch (params.change) {
            case 'PASSWORD':
              return t('Your password was changed');
            case 'SECURE_PASSWORD':
              return t('Your secure password was changed');
            case 'SECURE_PASSWORD_SET':
              return t('Your secure password was set');
            case 'TWO_FACTOR_ON':
              return t('Two-factor authentication was turned on');
            case 'TWO_FACTOR_OFF':
              return t('Two-factor authentication was turned off');
            case 'EMAIL':
              return t('Your e-mail address was changed');
            case 'PAYOUT':
              return t('Your payout details were changed');
            case 'ANTI_PHISHING':
              return t('Your anti-phishing code was changed');
            case 'WITHDRAW_ADDRESS':
              return t('A withdrawal address was added');
            case 'RECOVERY_CODE_USED':
              return t('A recovery code was used to sign in');
            case 'RECOVERY_CODES_RENEWED':
              return t('New recovery codes were made');
            case 'PASSKEY_ADDED':
              return t('A passkey was added');
            case 'PASSKEY_REMOVED':
              return t('A passkey was removed');
            default:
              return t('A security setting of your account was changed');
          }
        case 'TICKET_ANSWERED':
          return t('Support answered your ticket #%number%', { number: params.ticketNumber ?? '' });
        case 'TEAM_MEMBER_JOINED':
          return t('%username% joined your team (level %level%)', { username: params.fromUsername ?? '', level: params.level ?? '' });
        case 'TEAM_PURCHASE':
          return t('%username% (level %level%) in your team completed an order of %amount%', {
            username: params.fromUsername ?? '',
            level: params.level ?? '',
            amount,
          });
        default:
          return t('New notification');
      }
    },
    [t, format],
  );
}

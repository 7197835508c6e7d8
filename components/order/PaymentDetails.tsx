import styled from 'styled-components';
import type { BankPayment } from '@/contract/orders';
import QrCode from '@/components/ui/QrCode';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import PaymentField from './PaymentField';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  justify-items: center;

  ${({ theme }) => theme.mediaQueries.md} {
    grid-template-columns: auto minmax(0, 1fr);
    align-items: start;
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  min-width: 0;

  p { margin: 0; }
`;

/** Label above value: at 360 px a label beside a value leaves the value too little room to read. */
const Fields = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

interface PaymentDetailsProps {
  payment: BankPayment;
  expiresAt?: string | null;
}

/** Where to transfer a BANK order: the VietQR code, the account, the amount in VND and the content, each copyable. */
export default function PaymentDetails({ payment, expiresAt }: PaymentDetailsProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const amount = useNumberFormat().vnd(payment.amountVnd);

  return (
    <Layout>
      <QrCode value={payment.qrPayload} alt={t('VietQR code of the transfer')} failedText={t('The QR code could not be drawn, transfer with the details below')} />
      <Details>
        <Fields>
          <PaymentField label={t('Bank')}>{payment.bankName}</PaymentField>
          <PaymentField label={t('Account number')} copyValue={payment.accountNumber}>
            {payment.accountNumber}
          </PaymentField>
          <PaymentField label={t('Account name')}>{payment.accountName}</PaymentField>
          <PaymentField label={t('Amount to transfer')} copyValue={String(payment.amountVnd)}>
            {amount}
          </PaymentField>
          <PaymentField label={t('Transfer content')} copyValue={payment.content}>
            {payment.content}
          </PaymentField>
          {expiresAt && <PaymentField label={t('Pay before')}>{formatDateTime(expiresAt)}</PaymentField>}
        </Fields>
        <p>{t('Transfer exactly this amount with this content, so the order is confirmed automatically.')}</p>
        <p>
          {t('The order waits in Order Temp until the transfer is confirmed.')}{' '}
          <TextLink href={ROUTES.orderTemp}>{t('Open Order Temp')}</TextLink>
        </p>
      </Details>
    </Layout>
  );
}

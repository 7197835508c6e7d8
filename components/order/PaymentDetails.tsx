import styled from 'styled-components';
import type { BankPayment } from '@/contract/orders';
import CopyableValue from '@/components/ui/CopyableValue';
import QrCode from '@/components/ui/QrCode';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import { formatVnd } from './formatVnd';
import { DetailList } from './styles';

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

interface PaymentDetailsProps {
  payment: BankPayment;
  expiresAt?: string | null;
}

/** Where to transfer a BANK order: the VietQR code, the account, the amount in VND and the content, each copyable. */
export default function PaymentDetails({ payment, expiresAt }: PaymentDetailsProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const amount = formatVnd(payment.amountVnd);

  return (
    <Layout>
      <QrCode value={payment.qrPayload} alt={t('VietQR code of the transfer')} failedText={t('The QR code could not be drawn, transfer with the details below')} />
      <Details>
        <DetailList>
          <dt>{t('Bank')}</dt>
          <dd>{payment.bankName}</dd>
          <dt>{t('Account number')}</dt>
          <dd>
            <CopyableValue value={payment.accountNumber} label={t('Account number')} />
          </dd>
          <dt>{t('Account name')}</dt>
          <dd>{payment.accountName}</dd>
          <dt>{t('Amount to transfer')}</dt>
          <dd>
            <CopyableValue value={String(payment.amountVnd)} display={amount} label={t('Amount to transfer')} />
          </dd>
          <dt>{t('Transfer content')}</dt>
          <dd>
            <CopyableValue value={payment.content} label={t('Transfer content')} />
          </dd>
          {expiresAt && (
            <>
              <dt>{t('Pay before')}</dt>
              <dd>{formatDateTime(expiresAt)}</dd>
            </>
          )}
        </DetailList>
        <p>{t('Transfer exactly this amount with this content, so the order is confirmed automatically.')}</p>
        <p>
          {t('The order waits in Order Temp until the transfer is confirmed.')}{' '}
          <TextLink href={ROUTES.orderTemp}>{t('Open Order Temp')}</TextLink>
        </p>
      </Details>
    </Layout>
  );
}

import styled from 'styled-components';
import { ErrorNote, Muted } from '@/components/setting/shared/styles';
import { useQrDataUrl } from '@/hooks/settings/useQrDataUrl';
import { useTranslation } from '@/hooks/useTranslation';

const SIZE = 192;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE + 18}px;
  max-width: 100%;
  min-height: ${SIZE}px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: #fff;

  img { display: block; max-width: 100%; height: auto; }
`;

/** The VietQR string drawn as a QR code (qrcode loaded on demand) for a banking app to scan. */
export default function PaymentQrCode({ payload }: { payload: string }) {
  const { t } = useTranslation();
  const { dataUrl, failed } = useQrDataUrl(payload);

  if (failed) return <ErrorNote role="alert">{t('The QR code could not be drawn, transfer with the details below')}</ErrorNote>;
  return (
    <Frame>
      {dataUrl ? (
        // A data: URL made in the browser: nothing for next/image to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={dataUrl} alt={t('VietQR code of the transfer')} width={SIZE} height={SIZE} />
      ) : (
        <Muted role="status">{t('Loading…')}</Muted>
      )}
    </Frame>
  );
}

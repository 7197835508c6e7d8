import styled from 'styled-components';
import { useQrDataUrl } from '@/hooks/settings/useQrDataUrl';
import { useTranslation } from '@/hooks/useTranslation';
import { ErrorNote, Muted } from '../shared/styles';

const SIZE = 192;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  max-width: 100%;
  min-height: ${SIZE}px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: #fff;

  img { display: block; max-width: 100%; height: auto; }
`;

/** The otpauth URL drawn as a QR code (`data:` PNG), for the authenticator app to scan. */
export default function QrCodeImage({ otpUrl }: { otpUrl: string }) {
  const { t } = useTranslation();
  const { dataUrl, failed } = useQrDataUrl(otpUrl);

  if (failed) return <ErrorNote role="alert">{t('The QR code could not be drawn, enter the key below instead')}</ErrorNote>;
  return (
    <Frame>
      {dataUrl ? (
        // A data: URL made in the browser: nothing for next/image to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={dataUrl} alt={t('QR code for your authenticator app')} width={SIZE} height={SIZE} />
      ) : (
        <Muted role="status">{t('Loading…')}</Muted>
      )}
    </Frame>
  );
}

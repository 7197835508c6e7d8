import styled from 'styled-components';
import { ErrorNote, Muted } from '@/components/setting/shared/styles';
import { useQrDataUrl } from '@/hooks/settings/useQrDataUrl';
import { useTranslation } from '@/hooks/useTranslation';

const SIZE = 160;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: ${SIZE + 18}px;
  max-width: 100%;
  min-height: ${SIZE}px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: #fff;

  img { display: block; max-width: 100%; height: auto; }
`;

/** The referral link as a QR code (qrcode loaded on demand). */
export default function ReferralQrCode({ link }: { link: string }) {
  const { t } = useTranslation();
  const { dataUrl, failed } = useQrDataUrl(link);

  if (failed) return <ErrorNote>{t('The QR code could not be drawn, share the link instead')}</ErrorNote>;
  return (
    <Frame>
      {dataUrl ? (
        // A data: URL made in the browser: nothing for next/image to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={dataUrl} alt={t('QR code of your referral link')} width={SIZE} height={SIZE} />
      ) : (
        <Muted role="status">{t('Loading…')}</Muted>
      )}
    </Frame>
  );
}

import { useRef } from 'react';
import styled from 'styled-components';
import { DRAW_NEAR_SCREEN_DISTANCE } from '@/config/constants';
import { useQrDataUrl } from '@/hooks/settings/useQrDataUrl';
import { useSeenNearViewport } from '@/hooks/ui/useSeenNearViewport';
import { useTranslation } from '@/hooks/useTranslation';
import ErrorNote from './ErrorNote';
import Note from './Note';

const Frame = styled.div<{ $size: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  flex: 0 0 auto;
  width: ${({ $size }) => $size + 18}px;
  max-width: 100%;
  min-height: ${({ $size }) => $size}px;
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: #fff;

  img { display: block; max-width: 100%; height: auto; }
`;

interface QrCodeProps {
  /** The text the code carries (a URL, a VietQR payload…). */
  value: string;
  alt: string;
  /** Shown instead when the code cannot be drawn: what to do without it. */
  failedText: string;
  size?: number;
}

/** `value` drawn as a QR code (`data:` PNG; the qrcode package loads when the code nears the screen). */
export default function QrCode({ value, alt, failedText, size = 192 }: QrCodeProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const near = useSeenNearViewport(frame, DRAW_NEAR_SCREEN_DISTANCE);
  const { dataUrl, failed } = useQrDataUrl(near ? value : null);

  if (failed) return <ErrorNote role="alert">{failedText}</ErrorNote>;
  return (
    <Frame ref={frame} $size={size}>
      {dataUrl ? (
        // A data: URL made in the browser: nothing for next/image to optimise.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={dataUrl} alt={alt} width={size} height={size} />
      ) : (
        <Note role="status">{t('Loading…')}</Note>
      )}
    </Frame>
  );
}

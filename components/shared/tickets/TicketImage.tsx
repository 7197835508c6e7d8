import styled from 'styled-components';
import { useImageObjectUrl } from '@/hooks/tickets/useImageObjectUrl';
import { useTranslation } from '@/hooks/useTranslation';

const Frame = styled.a`
  display: block;
  width: 120px;
  height: 120px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};

  img { width: 100%; height: 100%; object-fit: cover; }
`;

const Missing = styled.span`
  display: inline-block;
  padding: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

interface TicketImageProps {
  url: string;
  /** Fetches the image with the viewer's credentials. */
  load: (url: string) => Promise<Blob>;
  index: number;
}

/** A ticket's image (loaded with credentials), opening full size in a new tab. */
export default function TicketImage({ url, load, index }: TicketImageProps) {
  const { t } = useTranslation();
  const { objectUrl, failed } = useImageObjectUrl(url, load);
  const label = t('Image %number%', { number: index + 1 });
  if (failed) return <Missing>{t('%name% could not be loaded', { name: label })}</Missing>;
  if (!objectUrl) return <Missing aria-busy="true">{label}</Missing>;
  return (
    <Frame href={objectUrl} target="_blank" rel="noopener noreferrer">
      {/* An object URL of a fetched blob: next/image cannot take it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={objectUrl} alt={label} />
    </Frame>
  );
}

import styled from 'styled-components';
import type { TicketMessage } from '@/contract/tickets';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import TicketImage from './TicketImage';

const Item = styled.li<{ $support: boolean }>`
  align-self: ${({ $support }) => ($support ? 'flex-start' : 'flex-end')};
  max-width: min(100%, 640px);
  padding: 12px 14px;
  border-radius: 12px;
  background: ${({ theme, $support }) => ($support ? theme.colors.primarySubtle : theme.colors.background)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;

  p { margin: 6px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const Header = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textSubtle};

  strong { color: ${({ theme }) => theme.colors.text}; }
`;

const Images = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

interface TicketMessageItemProps {
  message: TicketMessage;
  /** Who wrote it, as the viewer names them. */
  author: string;
  loadImage: (url: string) => Promise<Blob>;
}

/** One message of a thread: who wrote it and when, its text and images. */
export default function TicketMessageItem({ message, author, loadImage }: TicketMessageItemProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Item $support={message.author === 'SUPPORT'} aria-label={t('Message of %author%', { author })}>
      <Header>
        <strong>{author}</strong>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Header>
      <p>{message.text}</p>
      {message.images.length > 0 && (
        <Images>
          {message.images.map((url, index) => (
            <TicketImage key={url} url={url} load={loadImage} index={index} />
          ))}
        </Images>
      )}
    </Item>
  );
}

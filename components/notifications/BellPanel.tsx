import styled from 'styled-components';
import { useTranslation } from '@/hooks/useTranslation';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import NotificationsFeed from './NotificationsFeed';

const PANEL_SIZE = 10;

/** Below md a full-width sheet under the header; from md up a 380px panel under the bell. */
export const Panel = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.sizes.header}px;
  left: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  max-height: calc(100vh - ${({ theme }) => theme.sizes.header}px - 80px);
  overflow-y: auto;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.popover};

  h2 { font-size: 16px; }

  ${({ theme }) => theme.mediaQueries.tabletUp} {
    position: absolute;
    top: calc(100% + 8px);
    left: auto;
    right: 0;
    width: 380px;
    max-height: 70vh;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.card};
  }
`;

const SeeAll = styled.p`
  margin: 8px 0 0;
  padding: 0 16px;
  text-align: center;
`;

export interface BellPanelProps {
  id: string;
  headingId: string;
}

/** The bell's open panel with the latest notifications, in a chunk of its own (with the feed): fetched when the bell is first pointed at, focused or pressed. */
export default function BellPanel({ id, headingId }: BellPanelProps) {
  const { t } = useTranslation();
  return (
    <Panel id={id} aria-labelledby={headingId}>
      <NotificationsFeed title={<h2 id={headingId}>{t('Notifications')}</h2>} limit={PANEL_SIZE} />
      <SeeAll>
        <TextLink href={ROUTES.notifications}>{t('See all notifications')}</TextLink>
      </SeeAll>
    </Panel>
  );
}

import styled from 'styled-components';
import { useTranslation } from '@/hooks/useTranslation';
import Button from './Button';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;

  p { margin: 0; }
`;

interface PagerProps {
  /** The page shown, 1 for the newest. */
  page: number;
  /** Whether older rows remain (the answer's nextCursor). */
  hasOlder: boolean;
  onNewer: () => void;
  onOlder: () => void;
  /** Disables both buttons while a page loads. */
  busy?: boolean;
}

/** Newer / older through a list paged by key, with "Page X" (no count of pages: the server does not count). */
export default function Pager({ page, hasOlder, onNewer, onOlder, busy = false }: PagerProps) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('Pages')}>
      <Button $variant="neutral" onClick={onNewer} disabled={busy || page <= 1}>
        {t('Newer')}
      </Button>
      <p aria-live="polite">{t('Page %page%', { page })}</p>
      <Button $variant="neutral" onClick={onOlder} disabled={busy || !hasOlder}>
        {t('Older')}
      </Button>
    </Nav>
  );
}

import styled from 'styled-components';
import type { TranslationKey } from '@/config/translate';
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
  /** The buttons' words when the list is not newest first (a queue runs oldest first). */
  labels?: { newer: TranslationKey; older: TranslationKey };
  /** The navigation's name: each pager of a page needs its own. */
  label?: TranslationKey;
}

const NEWEST_FIRST = { newer: 'Newer', older: 'Older' } as const;

/** Newer / older through a list paged by key, with "Page X" (no count of pages: the server does not count). */
export default function Pager({ page, hasOlder, onNewer, onOlder, busy = false, labels = NEWEST_FIRST, label = 'Pages' }: PagerProps) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t(label)}>
      <Button $variant="neutral" onClick={onNewer} disabled={busy || page <= 1}>
        {t(labels.newer)}
      </Button>
      <p aria-live="polite">{t('Page %page%', { page })}</p>
      <Button $variant="neutral" onClick={onOlder} disabled={busy || !hasOlder}>
        {t(labels.older)}
      </Button>
    </Nav>
  );
}

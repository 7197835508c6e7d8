import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { useTranslation } from '@/hooks/useTranslation';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 12px;

  p { margin: 0; }
`;

interface QueuePagerProps {
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  busy: boolean;
}

/** Through a queue, oldest first: the previous (older) and the next (newer) page. */
export default function QueuePager({ page, hasNext, onPrevious, onNext, busy }: QueuePagerProps) {
  const { t } = useTranslation();
  if (page === 1 && !hasNext) return null;
  return (
    <Nav aria-label={t('Pages')}>
      <Button $variant="neutral" onClick={onPrevious} disabled={busy || page <= 1}>
        {t('Previous page')}
      </Button>
      <p aria-live="polite">{t('Page %page%', { page })}</p>
      <Button $variant="neutral" onClick={onNext} disabled={busy || !hasNext}>
        {t('Next page')}
      </Button>
    </Nav>
  );
}

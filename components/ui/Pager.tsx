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
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Disables both buttons while a page loads. */
  busy?: boolean;
}

/** Previous / next with "Page X of Y". */
export default function Pager({ page, pages, onPage, busy = false }: PagerProps) {
  const { t } = useTranslation();
  return (
    <Nav aria-label={t('Pages')}>
      <Button $variant="neutral" onClick={() => onPage(page - 1)} disabled={busy || page <= 1}>
        {t('Previous')}
      </Button>
      <p aria-live="polite">{t('Page %page% of %pages%', { page, pages })}</p>
      <Button $variant="neutral" onClick={() => onPage(page + 1)} disabled={busy || page >= pages}>
        {t('Next')}
      </Button>
    </Nav>
  );
}

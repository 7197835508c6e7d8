import { useId } from 'react';
import styled from 'styled-components';
import { phoneTapTarget } from '@/components/ui/tapTarget';
import { inputLook } from '@/components/ui/inputLook';
import { DOWNLINE_SORTS, type DownlineSort } from '@/contract/requests/network';
import type { TranslationKey } from '@/config/translate';
import { useTranslation } from '@/hooks/useTranslation';

const SORT_LABELS: Record<DownlineSort, TranslationKey> = {
  joined: 'Join date (oldest first)',
  teamVolume: 'Team volume (highest first)',
  ownVolume: 'Own sales (highest first)',
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin: 0 0 10px;
  font-size: 14px;

  label { color: ${({ theme }) => theme.colors.textSubtle}; font-weight: 600; }
  select { ${inputLook} min-height: 40px; padding: 6px 10px; max-width: 100%; ${phoneTapTarget} }
`;

/** How a level of the network is ordered (by the server): join date, team volume or own sales; named after its level. */
export default function LevelSortSelect({ value, onChange, levelName }: { value: DownlineSort; onChange: (sort: DownlineSort) => void; levelName: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Row>
      <label htmlFor={id}>{t('Sort by')}</label>
      <select id={id} value={value} aria-label={`${t('Sort by')}: ${levelName}`} onChange={(event) => onChange(event.target.value as DownlineSort)}>
        {DOWNLINE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </Row>
  );
}

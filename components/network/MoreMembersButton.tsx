import styled from 'styled-components';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import type { DownlinePages } from '@/hooks/network/useDownline';
import { useTranslation } from '@/hooks/useTranslation';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
`;

/** Loads the next page of a level; says how many are still to show when the level's size is known. */
export default function MoreMembersButton({ downline, remaining }: { downline: DownlinePages; remaining?: number }) {
  const { t } = useTranslation();
  return (
    <Item>
      <Button type="button" $variant="secondary" disabled={downline.isLoadingMore} onClick={downline.loadMore}>
        {downline.isLoadingMore
          ? t('Loading…')
          : remaining !== undefined && remaining > 0
            ? t('Show more members (%count% left)', { count: remaining })
            : t('Show more members')}
      </Button>
      {downline.moreFailed && <ErrorNote role="alert">{t('The members could not be loaded, please try again')}</ErrorNote>}
    </Item>
  );
}

import type { DownlineNode } from '@/contract/network';
import { ErrorNote, Muted } from '@/components/setting/shared/styles';
import { useDownline } from '@/hooks/network/useDownline';
import { useTranslation } from '@/hooks/useTranslation';
import DownlineLevel from './DownlineLevel';

/** The members directly below `parent`, asked for when it is first expanded (cached afterwards). */
export default function NodeChildren({ id, parent }: { id: string; parent: DownlineNode }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useDownline(parent._id);

  if (isPending) return <Muted id={id} role="status">{t('Loading…')}</Muted>;
  if (isError) return <ErrorNote id={id} role="alert">{t('The members could not be loaded, please try again')}</ErrorNote>;
  return <DownlineLevel id={id} nodes={data} label={`${t('Team of %name%', { name: parent.fullName })}`} />;
}

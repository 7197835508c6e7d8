import { useId, useState } from 'react';
import Button from '@/components/ui/Button';
import type { HistoryTarget } from '@/hooks/ops/useOpsSettings';
import { useTranslation } from '@/hooks/useTranslation';
import ChangeHistory from './ChangeHistory';

/** "History" opens (and reads) the changes of a setting or a token below it. */
export default function HistoryToggle({ target, label }: { target: HistoryTarget; label: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button type="button" $variant="neutral" aria-expanded={open} aria-controls={panelId} aria-label={t('History of %name%', { name: label })} onClick={() => setOpen(!open)}>
        {t('History')}
      </Button>
      <div id={panelId}>{open && <ChangeHistory target={target} />}</div>
    </>
  );
}

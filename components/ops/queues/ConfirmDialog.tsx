import type { ReactNode } from 'react';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import ErrorNote from '@/components/ui/ErrorNote';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useTranslation } from '@/hooks/useTranslation';

// framer-motion comes with the dialog, not with the queue page's first load.
const Modal = lazyComponent(() => import('@/components/ui/Modal'));

interface ConfirmDialogProps {
  isOpen: boolean;
  title: string;
  /** What will happen, said plainly (it cannot be undone). */
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onDismiss: () => void;
}

/** The last step before an action that cannot be undone. */
export default function ConfirmDialog({ isOpen, title, children, confirmLabel, busy, error, onConfirm, onDismiss }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} title={title}>
      {children}
      <p>{t('This cannot be undone.')}</p>
      {error && <ErrorNote role="alert">{error}</ErrorNote>}
      <ButtonRow>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? t('Working…') : confirmLabel}
        </Button>
        <Button $variant="secondary" onClick={onDismiss} disabled={busy}>
          {t('Back')}
        </Button>
      </ButtonRow>
    </Modal>
  );
}

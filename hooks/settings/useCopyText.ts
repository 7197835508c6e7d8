import { useCallback } from 'react';
import toast from '@/hooks/ui/toast';
import { useTranslation } from '@/hooks/useTranslation';

/** Copies text to the clipboard and says so in a toast (the clipboard needs https or localhost). */
export function useCopyText(): (text: string) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        toast.success(t('Copied'));
      } catch {
        toast.error(t('Could not copy, select the text and copy it'));
      }
    },
    [t],
  );
}

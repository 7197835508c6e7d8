import { useCallback } from 'react';
import toast from '@/hooks/ui/toast';
import { useTranslation } from '@/hooks/useTranslation';

/** Copies a link to the clipboard, confirmed by a "Link copied" toast. */
export function useCopyLink(): (link: string) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (link: string) => {
      try {
        await navigator.clipboard.writeText(link);
        toast.success(t('Link copied'));
      } catch {
        toast.error(t('Could not copy, select the text and copy it'));
      }
    },
    [t],
  );
}

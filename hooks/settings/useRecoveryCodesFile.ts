import { useCallback } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { useTranslation } from '@/hooks/useTranslation';
import { useCopyText } from './useCopyText';

/** Saves text as a file through the browser's download (a blob URL, dropped right after). */
function downloadText(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The recovery codes as a text the member keeps: copied, or downloaded as a .txt file. */
export function useRecoveryCodesFile(codes: readonly string[]) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { siteName } = useSiteSettings();
  const copyText = useCopyText();

  const text = useCallback(
    () =>
      [
        t('Recovery codes of %site% for %username%', { site: siteName, username: user?.username ?? '' }),
        t('Each code works once, in place of the authenticator code. Keep them somewhere safe.'),
        '',
        ...codes,
        '',
      ].join('\n'),
    [codes, siteName, t, user?.username],
  );

  const copy = useCallback(() => copyText(codes.join('\n')), [codes, copyText]);
  const download = useCallback(() => downloadText(`${siteName.replace(/\W+/g, '-').toLowerCase() || 'filhub'}-recovery-codes.txt`, text()), [siteName, text]);
  return { copy, download };
}

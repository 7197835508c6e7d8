import { useCallback } from 'react';
import { useAuth } from '@/hooks/useAuth';
import { useSiteSettings } from '@/hooks/useSiteSettings';
import { saveFile } from '@/hooks/ui/saveFile';
import { useTranslation } from '@/hooks/useTranslation';
import { useCopyText } from './useCopyText';

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
  const download = useCallback(() => saveFile(`${siteName.replace(/\W+/g, '-').toLowerCase() || 'filhub'}-recovery-codes.txt`, text(), 'text/plain;charset=utf-8'), [siteName, text]);
  return { copy, download };
}

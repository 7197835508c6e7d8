import { useEffect, useRef } from 'react';
import type { MemberProfile } from '@/contract/profile';
import { useTranslation } from '@/hooks/useTranslation';
import { saveMemberLanguage } from '@/services/mailSettings';
import { useAppDispatch } from '@/state/hooks';
import { setUserLanguage } from '@/state/user/slice';
import { readStoredLocale } from './storedLocale';

/**
 * Keeps the server told which language the signed-in member uses the portal in (their e-mails come in it): when the
 * page's language differs from the profile's, and each time the member picks another. The browser's choice wins (the
 * language last used is the mails' language). One attempt per member and language: a failed call is not repeated until
 * the language changes again.
 */
export function useMemberLanguageSync(user: MemberProfile | null): void {
  const { currentLanguage } = useTranslation();
  const dispatch = useAppDispatch();
  const attempted = useRef<string | null>(null);
  /** The first look reads the stored choice: the page shows the default until the language provider applies it. */
  const looked = useRef(false);

  useEffect(() => {
    if (!user) return;
    const chosen = looked.current ? currentLanguage.locale : readStoredLocale();
    looked.current = true;
    if (chosen === user.language) return;
    const attempt = `${user.id}:${chosen}`;
    if (attempted.current === attempt) return;
    attempted.current = attempt;
    saveMemberLanguage(chosen).then(
      (language) => dispatch(setUserLanguage(language)),
      () => undefined,
    );
  }, [user, currentLanguage.locale, dispatch]);
}

import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import type { ScreenClass } from '@/contract/enums';
import { BREAKPOINTS } from '@/config/breakpoints';
import { isConsolePath } from '@/config/opsPaths';
import { sendPageView } from '@/services/analytics';
import { useTranslation } from './useTranslation';

export function screenClassOf(width: number): ScreenClass {
  if (width < BREAKPOINTS.md) return 'mobile';
  if (width < BREAKPOINTS.xl) return 'tablet';
  return 'desktop';
}

/** Sends one page view per member-facing route shown (the query string stays out: it may hold tokens). */
export function usePageViews(enabled: boolean): void {
  const router = useRouter();
  const { currentLanguage } = useTranslation();
  const language = currentLanguage.locale;
  const previousPath = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled || !router.isReady) return;
    const path = router.asPath.split(/[?#]/)[0];
    if (path === previousPath.current || isConsolePath(path)) return;
    sendPageView({
      path,
      referrer: (previousPath.current ?? document.referrer.split(/[?#]/)[0]).slice(0, 500) || undefined,
      language,
      screen: screenClassOf(window.innerWidth),
    });
    previousPath.current = path;
    // A language change alone sends nothing: the path is the same.
  }, [enabled, router.isReady, router.asPath, language]);
}

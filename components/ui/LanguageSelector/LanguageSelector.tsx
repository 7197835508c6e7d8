import type { Locale } from '@/contract/enums';
import { ChevronIcon, GlobeIcon } from '@/components/ui/Icon';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { usePopover } from '@/hooks/ui/usePopover';
import { useTranslation } from '@/hooks/useTranslation';
import { Code, Container, Trigger } from './styles';

// The list is not on the first load: fetched when the button is first pointed at, focused or pressed.
const LanguageList = lazyComponent(() => import('./LanguageList'));

/** The language button (current code, e.g. VI) and the list of languages, current one marked. */
export default function LanguageSelector({ className }: { className?: string }) {
  const { t, currentLanguage, languages, setLanguage, isFetching } = useTranslation();
  const { isOpen, close, toggle, triggerRef, panelId, containerProps } = usePopover();
  const code = currentLanguage.code.toUpperCase();

  const choose = (locale: Locale) => {
    close(true);
    if (locale !== currentLanguage.locale) void setLanguage(locale);
  };

  return (
    <Container className={className} {...containerProps}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-label={`${t('Language')}: ${code}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        aria-busy={isFetching || undefined}
        onPointerEnter={LanguageList.preload}
        onFocus={LanguageList.preload}
        onClick={toggle}
      >
        <GlobeIcon size={20} />
        <Code>{code}</Code>
        <ChevronIcon />
      </Trigger>
      {isOpen && <LanguageList id={panelId} languages={languages} current={currentLanguage.locale} onChoose={choose} />}
    </Container>
  );
}

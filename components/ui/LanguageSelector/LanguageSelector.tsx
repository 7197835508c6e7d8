import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Locale } from '@/contract/enums';
import { moveFocusInList } from '@/components/ui/Dropdown/listNavigation';
import { CheckIcon, ChevronIcon, GlobeIcon } from '@/components/ui/Icon';
import { usePopover } from '@/hooks/ui/usePopover';
import { useTranslation } from '@/hooks/useTranslation';
import { Code, Container, List, Option, Trigger } from './styles';

const OPTION = 'button';

/** The language button (current code, e.g. VI) and the list of languages, current one marked. */
export default function LanguageSelector({ className }: { className?: string }) {
  const { t, currentLanguage, languages, setLanguage, isFetching } = useTranslation();
  const { isOpen, close, toggle, triggerRef, panelId, containerProps } = usePopover();
  const listRef = useRef<HTMLUListElement>(null);
  const code = currentLanguage.code.toUpperCase();

  useEffect(() => {
    if (!isOpen) return;
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    current?.focus();
  }, [isOpen]);

  const choose = (locale: Locale) => {
    close(true);
    if (locale !== currentLanguage.locale) void setLanguage(locale);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (moveFocusInList(listRef.current, event.key, OPTION)) event.preventDefault();
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
        onClick={toggle}
      >
        <GlobeIcon size={20} />
        <Code>{code}</Code>
        <ChevronIcon />
      </Trigger>
      {isOpen && (
        <List ref={listRef} id={panelId} onKeyDown={onListKeyDown}>
          {languages.map((language) => {
            const isCurrent = language.locale === currentLanguage.locale;
            return (
              <li key={language.locale}>
                <Option type="button" lang={language.code} aria-current={isCurrent || undefined} onClick={() => choose(language.locale)}>
                  {language.language}
                  {isCurrent && <CheckIcon size={18} />}
                </Option>
              </li>
            );
          })}
        </List>
      )}
    </Container>
  );
}

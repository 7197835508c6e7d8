import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Locale } from '@/contract/enums';
import type { Language } from '@/config/languages';
import { moveFocusInList } from '@/components/ui/Dropdown/listNavigation';
import { CheckIcon } from '@/components/ui/Icon/icons/CheckIcon';
import { List, Option } from './listStyles';

const OPTION = 'button';

export interface LanguageListProps {
  id: string;
  languages: readonly Language[];
  current: Locale;
  onChoose: (locale: Locale) => void;
}

/** The open list of LanguageSelector, in a chunk of its own: fetched when the button is first pointed at, focused or pressed. */
export default function LanguageList({ id, languages, current, onChoose }: LanguageListProps) {
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, []);

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (moveFocusInList(listRef.current, event.key, OPTION)) event.preventDefault();
  };

  return (
    <List ref={listRef} id={id} onKeyDown={onListKeyDown}>
      {languages.map((language) => {
        const isCurrent = language.locale === current;
        return (
          <li key={language.locale}>
            <Option type="button" lang={language.code} aria-current={isCurrent || undefined} onClick={() => onChoose(language.locale)}>
              {language.language}
              {isCurrent && <CheckIcon size={18} />}
            </Option>
          </li>
        );
      })}
    </List>
  );
}

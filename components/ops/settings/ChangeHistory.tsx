import styled from 'styled-components';
import QueryState from '@/components/ui/QueryState';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useSettingHistory, type HistoryTarget } from '@/hooks/ops/useOpsSettings';
import { useTranslation } from '@/hooks/useTranslation';
import { changedFields } from './changedFields';

const List = styled.ol`
  margin: 8px 0 0;
  padding: 0;
  list-style: none;

  & > li { padding: 8px 0; border-top: 1px solid ${({ theme }) => theme.colors.border}; overflow-wrap: anywhere; }
  p { margin: 0; }
  small { color: ${({ theme }) => theme.colors.textSubtle}; }
`;

/** The changes of a setting or a token, newest first: when, who, from where, and each value before → after. */
export default function ChangeHistory({ target }: { target: HistoryTarget }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const history = useSettingHistory(target, true);
  return (
    <QueryState
      query={history}
      errorText="The history could not be loaded."
      isEmpty={(changes) => changes.length === 0}
      empty={<p>{t('No change recorded yet.')}</p>}
    >
      {(changes) => (
        <List aria-label={t('History of changes')}>
          {changes.map((change) => (
            <li key={change.id}>
              <small>
                {t('%time% by %operator% from %ip%', { time: formatDateTime(change.at), operator: change.operator ?? t('the system'), ip: change.ip ?? '—' })}
              </small>
              {changedFields(change.before, change.after).map((field) => (
                <p key={field.path}>
                  {field.path && field.path !== 'value' ? `${field.path}: ` : ''}
                  <del>{field.before || '∅'}</del> → <ins>{field.after || '∅'}</ins>
                </p>
              ))}
            </li>
          ))}
        </List>
      )}
    </QueryState>
  );
}

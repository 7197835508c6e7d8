import Link from 'next/link';
import { useId, useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { opsMemberPath } from '@/config/opsMenu';
import { settingSpec } from '@/config/settingCatalogue';
import { SETTING_GROUPS, type SettingGroup } from '@/contract/enums';
import type { OpsAuditEntry } from '@/contract/ops-audit';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import { auditChanges } from './auditChanges';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS, AUDIT_TARGET_LABELS } from './auditLabels';

/** One row per action: five columns from md up, stacked on phones; the raw record opens under the whole row. */
const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  display: grid;
  grid-template-columns: minmax(120px, 1fr) minmax(140px, 1.2fr) minmax(160px, 1.5fr) minmax(200px, 2.5fr) auto;
  gap: 4px 16px;
  align-items: start;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    grid-template-columns: minmax(0, 1fr);
    gap: 6px;
  }
`;

/** The column names above the rows (from md up; each phone card names its parts). */
const Header = styled(Entry).attrs({ as: 'div', 'aria-hidden': true })`
  border-top: 0;
  padding-top: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 13px;

  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    display: none;
  }
`;

const Cell = styled.div`
  min-width: 0;

  small { display: block; color: ${({ theme }) => theme.colors.textSubtle}; font-size: 13px; }
`;

const Changes = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li { margin-top: 2px; }
  del { color: ${({ theme }) => theme.colors.textSubtle}; }
  ins { text-decoration: none; font-weight: 600; }
  /* A long value (an address, a link) on one line, ended by an ellipsis: whole in its tooltip and the raw record. */
  del, ins {
    display: inline-block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
`;

const Raw = styled.pre`
  grid-column: 1 / -1;
  margin: 4px 0 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: 13px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const settingOf = (targetId: string | null): { group: SettingGroup; name: string } | null => {
  const [group, name] = (targetId ?? '').split('.', 2);
  return name && (SETTING_GROUPS as readonly string[]).includes(group) ? { group: group as SettingGroup, name } : null;
};

function Target({ entry }: { entry: OpsAuditEntry }) {
  const { t } = useTranslation();
  const kind = AUDIT_TARGET_LABELS[entry.targetType];
  const setting = entry.targetType === 'setting' ? settingOf(entry.targetId) : null;
  const member = entry.subject?.member;
  const name = setting ? t(settingSpec(setting.group, setting.name).label) : (entry.subject?.name ?? (member ? null : entry.targetId));
  return (
    <Cell>
      <small>{kind ? t(kind) : entry.targetType}</small>
      {name && <span>{name}</span>}
      {member && (
        <span style={{ display: 'block' }}>
          <Link href={opsMemberPath(member.username)}>{member.fullName ? `${member.fullName} (${member.username})` : member.username}</Link>
        </span>
      )}
    </Cell>
  );
}

function AuditEntryRow({ entry }: { entry: OpsAuditEntry }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime({ dateStyle: 'short', timeStyle: 'medium' });
  const [rawOpen, setRawOpen] = useState(false);
  const rawId = useId();
  const action = AUDIT_ACTION_LABELS[entry.action];
  const setting = entry.targetType === 'setting' ? settingOf(entry.targetId) : null;
  const fieldLabel = (path: string) => {
    if (setting && path === 'value') return t(settingSpec(setting.group, setting.name).label);
    const label = AUDIT_FIELD_LABELS[path];
    return label ? t(label) : path;
  };
  const { subject: _subject, ...record } = entry;
  return (
    <Entry>
      <Cell>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <small>
          {entry.operator ?? t('the system')}
          {entry.ip ? ` · ${entry.ip}` : ''}
        </small>
      </Cell>
      <Cell>
        <strong>{action ? t(action) : entry.action}</strong>
        {action && <small>{entry.action}</small>}
      </Cell>
      <Target entry={entry} />
      <Cell>
        <Changes aria-label={t('Changes')}>
          {auditChanges(entry.before, entry.after).map((change) => (
            <li key={change.path}>
              {change.path ? `${fieldLabel(change.path)}: ` : ''}
              {change.before !== null && change.after !== null ? (
                <>
                  <del title={change.before || undefined}>{change.before || '—'}</del> → <ins title={change.after || undefined}>{change.after || '—'}</ins>
                </>
              ) : (
                <ins title={(change.after ?? change.before) || undefined}>{(change.after ?? change.before) || '—'}</ins>
              )}
            </li>
          ))}
        </Changes>
        {entry.reason && <small>{t('Reason: %reason%', { reason: entry.reason })}</small>}
      </Cell>
      <Cell>
        <Button type="button" $variant="neutral" aria-expanded={rawOpen} aria-controls={rawId} onClick={() => setRawOpen(!rawOpen)}>
          {rawOpen ? t('Hide raw record') : t('Raw record')}
        </Button>
      </Cell>
      <Raw id={rawId} hidden={!rawOpen} aria-label={t('Raw record')}>
        {rawOpen ? JSON.stringify(record, null, 2) : ''}
      </Raw>
    </Entry>
  );
}

/** The audit rows as operators read them: when and who, the action's name, the target by name, the changes; raw on demand. */
export default function AuditEntryList({ entries }: { entries: OpsAuditEntry[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <Header>
        <span>{t('Time')}</span>
        <span>{t('Action')}</span>
        <span>{t('Target')}</span>
        <span>{t('Changes')}</span>
        <span />
      </Header>
      <List aria-label={t('Operator actions, newest first')}>
        {entries.map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} />
        ))}
      </List>
    </div>
  );
}

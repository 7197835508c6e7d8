import { useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import type { Passkey } from '@/contract/second-factors';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import ItemFacts from './ItemFacts';
import PasskeyRemoveForm from './PasskeyRemoveForm';
import PasskeyRenameForm from './PasskeyRenameForm';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

/** One passkey: its name and dates, then rename (inline) or remove (with the password). */
export default function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [editing, setEditing] = useState<'rename' | 'remove' | null>(null);
  const close = () => setEditing(null);

  return (
    <li>
      {editing === 'rename' ? (
        <PasskeyRenameForm passkey={passkey} onClose={close} />
      ) : (
        <Row>
          <ItemFacts>
            <strong>{passkey.name}</strong>
            <span>{t('Added %time%', { time: formatDateTime(passkey.createdAt) })}</span>
            <span>{passkey.lastUsedAt ? t('Last used %time%', { time: formatDateTime(passkey.lastUsedAt) }) : t('Not used yet')}</span>
          </ItemFacts>
          {editing === null && (
            <ButtonRow>
              <Button $variant="secondary" aria-label={t('Rename %name%', { name: passkey.name })} onClick={() => setEditing('rename')}>
                {t('Rename')}
              </Button>
              <Button $variant="secondary" aria-label={t('Remove %name%', { name: passkey.name })} onClick={() => setEditing('remove')}>
                {t('Remove')}
              </Button>
            </ButtonRow>
          )}
        </Row>
      )}
      {editing === 'remove' && <PasskeyRemoveForm passkey={passkey} onClose={close} />}
    </li>
  );
}

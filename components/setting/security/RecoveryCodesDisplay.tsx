import styled from 'styled-components';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import Notice from '@/components/ui/Notice';
import { useRecoveryCodesFile } from '@/hooks/settings/useRecoveryCodesFile';
import { useTranslation } from '@/hooks/useTranslation';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 8px 16px;
  margin: 0;
  padding: 12px 12px 12px 36px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};

  code {
    font-size: 15px;
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
  }
`;

interface RecoveryCodesDisplayProps {
  codes: readonly string[];
  /** The member has stored them: the codes leave the screen for good. */
  onDone(): void;
}

/** The recovery codes just made, shown this once: copy them, download them as a text file, then confirm. */
export default function RecoveryCodesDisplay({ codes, onDone }: RecoveryCodesDisplayProps) {
  const { t } = useTranslation();
  const { copy, download } = useRecoveryCodesFile(codes);
  return (
    <Panel>
      <Notice $tone="info" role="status">
        {t(
          'Store these recovery codes safely now (a password manager, or printed and kept at home): they are shown only this once. If you lose your phone, each code signs you in once in place of the authenticator code.',
        )}
      </Notice>
      <Codes aria-label={t('Your recovery codes')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <ButtonRow>
        <Button $variant="secondary" onClick={() => void copy()}>{t('Copy the codes')}</Button>
        <Button $variant="secondary" onClick={download}>{t('Download as a text file')}</Button>
      </ButtonRow>
      <Actions>
        <Button onClick={onDone}>{t('I have stored my recovery codes')}</Button>
      </Actions>
    </Panel>
  );
}

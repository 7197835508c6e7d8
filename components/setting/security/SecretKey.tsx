import styled from 'styled-components';
import Button from '@/components/ui/Button';
import { useCopyText } from '@/hooks/settings/useCopyText';
import { useTranslation } from '@/hooks/useTranslation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const Key = styled.code`
  min-width: 0;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  font-size: 15px;
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
`;

/** The TOTP secret as text, for apps that cannot scan, with a copy button. */
export default function SecretKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <Row>
      <Key>{secret}</Key>
      <Button $variant="secondary" onClick={() => void copy(secret)}>{t('Copy')}</Button>
    </Row>
  );
}

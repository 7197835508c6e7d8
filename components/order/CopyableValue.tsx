import styled from 'styled-components';
import { useCopyText } from '@/hooks/settings/useCopyText';
import { useTranslation } from '@/hooks/useTranslation';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
  min-width: 0;

  span { overflow-wrap: anywhere; }
`;

const CopyButton = styled.button.attrs({ type: 'button' })`
  min-height: 32px;
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

interface CopyableValueProps {
  value: string;
  /** What the value is, for the button's accessible name ("Copy Account number"). */
  label: string;
  /** Shown instead of `value` (a formatted amount); `value` is what is copied. */
  display?: string;
}

/** A value with a copy button (the clipboard write confirmed by a toast). */
export default function CopyableValue({ value, label, display }: CopyableValueProps) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <Row>
      <span>{display ?? value}</span>
      <CopyButton aria-label={`${t('Copy')}: ${label}`} onClick={() => void copy(value)}>
        {t('Copy')}
      </CopyButton>
    </Row>
  );
}

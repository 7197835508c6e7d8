import styled from 'styled-components';
import { useCopyText } from '@/hooks/settings/useCopyText';
import { useTranslation } from '@/hooks/useTranslation';
import MiddleEllipsis from './MiddleEllipsis';

/** Inline: it sits where its cell's text-align puts it, and never wider than the cell. */
const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  max-width: 100%;
  vertical-align: middle;
`;

/** The kit's copy button: 44 px, its text on one line. */
export const CopyButton = styled.button.attrs({ type: 'button' })`
  flex-shrink: 0;
  min-width: 44px;
  min-height: 44px;
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

interface CopyableValueProps {
  value: string;
  /** What the value is, for the button's accessible name ("Copy: Account number"). */
  label: string;
  /** Shown instead of `value` (a formatted amount); `value` is what is copied. */
  display?: string;
  /** The button's own text when it says what it copies ("Copy link"); it is then its accessible name. */
  buttonText?: string;
  /** Copies with a toast of its own (useCopyLink: "Link copied"); by default useCopyText ("Copied"). */
  copy?: (value: string) => Promise<void>;
  /** Characters of the end kept visible when the value is cut in the middle. */
  tail?: number;
  className?: string;
  testId?: string;
}

/**
 * A value on one line (cut in the middle when it does not fit, never broken mid-token) with a copy button that
 * copies it whole (the clipboard write confirmed by a toast).
 */
export default function CopyableValue({ value, label, display, buttonText, copy, tail, className, testId }: CopyableValueProps) {
  const { t } = useTranslation();
  const copyText = useCopyText();
  const write = copy ?? copyText;
  return (
    <Row className={className} data-testid={testId}>
      <MiddleEllipsis value={display ?? value} tail={tail} />
      <CopyButton aria-label={buttonText ? undefined : `${t('Copy')}: ${label}`} onClick={() => void write(value)}>
        {buttonText ?? t('Copy')}
      </CopyButton>
    </Row>
  );
}

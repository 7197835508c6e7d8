import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CopyButton } from '@/components/ui/CopyableValue';
import { useCopyText } from '@/hooks/settings/useCopyText';
import { useTranslation } from '@/hooks/useTranslation';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 14px;
`;

/** The value and its copy button on one line while both fit; the button goes below when they do not. */
const ValueRow = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 4px 12px;
  margin: 0;
  min-width: 0;
`;

/** Whole and selectable: a member types it into a banking app, so it is never cut and never broken mid-word. */
const Value = styled.span<{ $strong: boolean }>`
  min-width: 0;
  font-size: ${({ $strong }) => ($strong ? '18px' : '16px')};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  overflow-wrap: normal;
  word-break: normal;
  user-select: all;
`;

interface PaymentFieldProps {
  label: string;
  /** What is shown (a formatted amount); `copyValue` is what is copied, when it differs. */
  children: ReactNode;
  copyValue?: string;
}

/** One transfer detail: its label above, the whole value below with a copy button when it is typed elsewhere. */
export default function PaymentField({ label, children, copyValue }: PaymentFieldProps) {
  const { t } = useTranslation();
  const copyText = useCopyText();
  return (
    <Field>
      <Label>{label}</Label>
      <ValueRow>
        <Value $strong={copyValue !== undefined}>{children}</Value>
        {copyValue !== undefined && (
          <CopyButton aria-label={`${t('Copy')}: ${label}`} onClick={() => void copyText(copyValue)}>
            {t('Copy')}
          </CopyButton>
        )}
      </ValueRow>
    </Field>
  );
}

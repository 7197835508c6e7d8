import { useId } from 'react';
import styled from 'styled-components';
import FieldError from '@/components/ui/FieldError';
import FieldHint from '@/components/ui/FieldHint';
import { useTranslation } from '@/hooks/useTranslation';

const Row = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  cursor: pointer;
  font-weight: 600;
`;

/** A pill drawn over the checkbox (still the native control for keyboard and screen readers). */
const Track = styled.span`
  position: relative;
  flex: none;
  width: 48px;
  height: 28px;

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    position: absolute;
    inset: 0;
    border-radius: 14px;
    background: ${({ theme }) => theme.colors.border};
    transition: background 0.15s;
  }
  span::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s;
  }
  input:checked + span { background: ${({ theme }) => theme.colors.primary}; }
  input:checked + span::after { transform: translateX(20px); }
  input:focus-visible + span { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

interface SettingSwitchProps {
  label: string;
  hint: string;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** An on/off setting: a switch with its label, state word and help. */
export default function SettingSwitch({ label, hint, error, checked, onChange }: SettingSwitchProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div>
      <Row>
        <Track>
          <input type="checkbox" role="switch" checked={checked} aria-describedby={describedBy} aria-invalid={error ? true : undefined} onChange={(event) => onChange(event.target.checked)} />
          <span aria-hidden="true" />
        </Track>
        {label}
        <small aria-hidden="true">{checked ? t('On') : t('Off')}</small>
      </Row>
      {error && (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      )}
      <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
    </div>
  );
}

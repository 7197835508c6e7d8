import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/hooks/useTranslation';
import EyeIcon from './EyeIcon';
import TextField, { type TextFieldProps } from './TextField';

const Toggle = styled.button.attrs({ type: 'button' })`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; }
  ${({ theme }) => theme.mediaQueries.mobileOnly} { width: 44px; height: 44px; }
`;

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'action'>;

/** A password input with a button that shows or hides the text. */
export default function PasswordField({ id, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);

  return (
    <TextField
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      action={
        <Toggle
          aria-label={t('Show password')}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </Toggle>
      }
    />
  );
}

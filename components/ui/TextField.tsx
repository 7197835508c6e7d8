import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { inputLook } from './inputLook';
import Field from './Field';
import FieldError from './FieldError';
import FieldHint from './FieldHint';
import FieldLabel from './FieldLabel';

const InputRow = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $hasAction: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  padding-right: ${({ $hasAction }) => ($hasAction ? '48px' : '12px')};
  ${inputLook}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.failure}; }
`;

const Action = styled.div`
  position: absolute;
  right: 4px;
`;

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  /** A control inside the input's right edge (the password toggle). */
  action?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose hint and error are linked by aria-describedby. */
export default function TextField({ label, hint, error, action, id, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <InputRow>
        <Input
          id={inputId}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          $hasAction={Boolean(action)}
          {...input}
        />
        {action && <Action>{action}</Action>}
      </InputRow>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </Field>
  );
}

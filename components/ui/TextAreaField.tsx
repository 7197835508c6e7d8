import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { inputLook } from './inputLook';
import Field from './Field';
import FieldError from './FieldError';
import FieldHint from './FieldHint';
import FieldLabel from './FieldLabel';

const TextArea = styled.textarea`
  width: 100%;
  min-height: 120px;
  padding: 10px 12px;
  resize: vertical;
  font: inherit;
  ${inputLook}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.failure}; }
`;

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input whose hint and error are linked by aria-describedby. */
export default function TextAreaField({ label, hint, error, id, ref, ...input }: TextAreaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ');
  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <TextArea id={inputId} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {error && (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      )}
      {hint && <FieldHint id={`${inputId}-hint`}>{hint}</FieldHint>}
    </Field>
  );
}

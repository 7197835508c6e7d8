import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import Field from './Field';
import { inputLook } from './inputLook';
import FieldError from './FieldError';
import FieldLabel from './FieldLabel';

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  ${inputLook}
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.failure}; }
`;

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (e.g. an address still in its delay). */
  disabled?: boolean;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: readonly SelectOption[];
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select whose error is linked by aria-describedby (the select twin of TextField). */
export default function SelectField({ label, options, error, id, ref, ...select }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  return (
    <Field>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Select id={selectId} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </Select>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Field>
  );
}

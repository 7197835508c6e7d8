import { useId, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { inputLook } from '@/components/ui/inputLook';
import { phoneTapTarget } from '@/components/ui/tapTarget';
import { ORDER_MAX_QUANTITY } from '@/config/orders';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;

  label { font-size: 13px; font-weight: 600; }
  input {
    width: 5.5rem;
    min-height: 40px;
    padding: 6px 8px;
    ${inputLook}
    ${phoneTapTarget}
  }
`;

interface QuantityFieldProps {
  label: string;
  value: number;
  /** A whole number from 1 to ORDER_MAX_QUANTITY. */
  onChange(quantity: number): void;
}

const isAllowed = (quantity: number) => Number.isInteger(quantity) && quantity >= 1 && quantity <= ORDER_MAX_QUANTITY;
const nearestAllowed = (quantity: number) => Math.min(ORDER_MAX_QUANTITY, Math.max(1, Math.floor(quantity)));

/** A quantity from 1 to ORDER_MAX_QUANTITY; a number typed outside that range becomes the nearest allowed one on blur. */
export default function QuantityField({ label, value, onChange }: QuantityFieldProps) {
  const id = useId();
  /** What is being typed; null shows `value`. */
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    const quantity = Number(event.target.value);
    if (event.target.value !== '' && isAllowed(quantity)) onChange(quantity);
  };

  const onLeave = () => {
    const typed = Number(text);
    setDraft(null);
    if (text === '' || !Number.isFinite(typed)) return;
    const quantity = nearestAllowed(typed);
    if (quantity !== value) onChange(quantity);
  };

  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={ORDER_MAX_QUANTITY}
        step={1}
        value={text}
        onChange={onType}
        onBlur={onLeave}
      />
    </Field>
  );
}

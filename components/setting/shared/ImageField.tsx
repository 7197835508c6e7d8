import { useId, type ChangeEvent, type Ref } from 'react';
import styled from 'styled-components';
import Field from '@/components/ui/Field';
import FieldError from '@/components/ui/FieldError';
import FieldHint from '@/components/ui/FieldHint';
import FieldLabel from '@/components/ui/FieldLabel';
import { UPLOAD_IMAGE_ACCEPT, uploadImageProblem, type UploadProblem } from '@/config/validation';
import { usePreviewUrl } from '@/hooks/settings/usePreviewUrl';
import { useTranslation } from '@/hooks/useTranslation';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Picture = styled.img<{ $round: boolean }>`
  flex: none;
  width: ${({ $round }) => ($round ? '88px' : '160px')};
  height: 88px;
  max-width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ $round, theme }) => ($round ? '50%' : theme.radii.small)};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.background};
`;

const Input = styled.input`
  min-width: 0;
  max-width: 100%;
  font: inherit;
  font-size: 14px;

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 2px; }
`;

export interface ImageFieldProps {
  name: string;
  label: string;
  /** The chosen file (the form's value). */
  value: File | null;
  /** What is shown while no file is chosen, e.g. the current avatar. */
  currentUrl?: string | null;
  error?: string;
  required?: boolean;
  /** A round preview (the avatar). */
  round?: boolean;
  /** A refused file (wrong type, over 5 MB) is given as null with its problem. */
  onPick(file: File | null, problem: UploadProblem | null): void;
  onBlur?(): void;
  ref?: Ref<HTMLInputElement>;
}

/** A JPEG/PNG/WebP picker (at most 5 MB) with a preview of the chosen file; hint and error linked by aria-describedby. */
export default function ImageField({ name, label, value, currentUrl, error, required, round = false, onPick, onBlur, ref }: ImageFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [preview, showPreview] = usePreviewUrl();
  const src = preview && preview.file === value ? preview.url : currentUrl;

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? uploadImageProblem(file) : null;
    if (problem) event.target.value = '';
    const accepted = problem ? null : file;
    showPreview(accepted);
    onPick(accepted, problem);
  }

  return (
    <Field>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Row>
        {src && (
          <Picture src={src} alt={t('%name% preview', { name: label })} $round={round} />
        )}
        <Input
          id={inputId}
          ref={ref}
          name={name}
          type="file"
          accept={UPLOAD_IMAGE_ACCEPT}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${inputId}-error` : null, `${inputId}-hint`].filter(Boolean).join(' ')}
          onChange={handleChange}
          onBlur={onBlur}
        />
      </Row>
      {error && (
        <FieldError id={`${inputId}-error`} role="alert">
          {error}
        </FieldError>
      )}
      <FieldHint id={`${inputId}-hint`}>{t('JPEG, PNG or WebP, at most 5 MB')}</FieldHint>
    </Field>
  );
}

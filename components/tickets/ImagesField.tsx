import { useId } from 'react';
import styled from 'styled-components';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Field from '@/components/ui/Field';
import FieldError from '@/components/ui/FieldError';
import FieldHint from '@/components/ui/FieldHint';
import FieldLabel from '@/components/ui/FieldLabel';
import { UPLOAD_IMAGE_ACCEPT, uploadImageProblem } from '@/config/validation';
import { TICKET_IMAGES_MAX } from '@/contract/requests/tickets';
import { useTranslation } from '@/hooks/useTranslation';

const Picked = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;

  li { display: flex; align-items: center; justify-content: space-between; gap: 8px; min-width: 0; }
  span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** Up to three images for a ticket's message (JPEG, PNG or WebP of at most 5 MB each), each removable. */
export default function ImagesField<T extends FieldValues>({ name }: { name: Path<T> }) {
  const { t } = useTranslation();
  const id = useId();
  const { control, setError, clearErrors } = useFormContext<T>();
  const {
    field: { value, onChange },
    fieldState: { error },
  } = useController({ control, name });
  const files = (value as File[] | undefined) ?? [];

  const add = (picked: FileList | null) => {
    const chosen = Array.from(picked ?? []);
    const refused = chosen.find((file) => uploadImageProblem(file));
    if (refused) {
      setError(name, { type: 'file', message: t(uploadImageProblem(refused) === 'too-large' ? 'The image must be at most 5 MB' : 'Choose a JPEG, PNG or WebP image') });
      return;
    }
    const next = [...files, ...chosen];
    if (next.length > TICKET_IMAGES_MAX) {
      setError(name, { type: 'file', message: t('Attach at most 3 images') });
      return;
    }
    clearErrors(name);
    onChange(next);
  };

  return (
    <Field>
      <FieldLabel htmlFor={id}>{t('Images (up to 3)')}</FieldLabel>
      <input
        id={id}
        type="file"
        accept={UPLOAD_IMAGE_ACCEPT}
        multiple
        disabled={files.length >= TICKET_IMAGES_MAX}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <Picked aria-label={t('Chosen images')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>{file.name}</span>
              <Button $variant="neutral" onClick={() => onChange(files.filter((_, at) => at !== index))} aria-label={t('Remove %name%', { name: file.name })}>
                {t('Remove')}
              </Button>
            </li>
          ))}
        </Picked>
      )}
      {error?.message && (
        <FieldError id={`${id}-error`} role="alert">
          {error.message}
        </FieldError>
      )}
      <FieldHint id={`${id}-hint`}>{t('JPEG, PNG or WebP, at most 5 MB each')}</FieldHint>
    </Field>
  );
}

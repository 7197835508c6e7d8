import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import { KYC_DOCUMENT_TYPES } from '@/contract/enums';
import type { Kyc } from '@/contract/kyc';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import FieldGrid from '@/components/ui/FieldGrid';
import Form from '@/components/ui/Form';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import { useSubmitKyc } from '@/hooks/settings/useKyc';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { KYC_FORM_TEXTS, kycFormFieldsSchema, type KycFormValues } from '@/hooks/forms/kycForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';
import { needsBackSide } from '@/contract/requests/kyc';
import FormImageField from '../shared/FormImageField';
import { DOCUMENT_TYPE_TEXT } from '@/components/shared/kycDocumentTypes';

const FIELDS = ['documentType', 'documentNumber', 'front', 'back', 'selfie'] as const;

/** POST kyc/update (multipart): the document, its photos (no back side for a passport) and a selfie. */
export default function KycForm({ previous }: { previous: Kyc }) {
  const { t } = useTranslation();
  const submitKyc = useSubmitKyc();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(kycFormFieldsSchema, KYC_FORM_TEXTS);
  const form = useForm({
    resolver,
    defaultValues: {
      documentType: previous.documentType ?? 'ID_CARD',
      documentNumber: previous.documentNumber ?? '',
      front: null,
      back: null,
      selfie: null,
    },
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const documentType = useWatch({ control, name: 'documentType' });
  const withBack = needsBackSide(documentType);

  const submit = useSubmitOnce(async ({ front, back, selfie, ...values }: KycFormValues) => {
    if (!front || !selfie) return;
    try {
      await submitKyc({ ...values, front, back: withBack ? back : null, selfie });
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    toast.success(t('Your documents were sent for review'));
  });

  return (
    <SectionCard title={t('Verify your identity')}>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          <FieldGrid>
            <SelectField
              label={t('Document type')}
              required
              error={errors.documentType?.message}
              options={KYC_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(DOCUMENT_TYPE_TEXT[type]) }))}
              {...register('documentType')}
            />
            <TextField
              label={t('Document number')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              error={errors.documentNumber?.message}
              {...register('documentNumber')}
            />
            <FormImageField<KycFormValues> name="front" label={t('Front side')} required />
            {withBack && (
              <FormImageField<KycFormValues> name="back" label={t('Back side')} required />
            )}
            <FormImageField<KycFormValues> name="selfie" label={t('Selfie holding the document')} required />
          </FieldGrid>
          <Actions>
            <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Sending…') : t('Send for review')}</Button>
          </Actions>
        </Form>
      </FormProvider>
    </SectionCard>
  );
}

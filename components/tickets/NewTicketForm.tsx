import { useRouter } from 'next/router';
import { FormProvider, useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextAreaField from '@/components/ui/TextAreaField';
import { supportTicketPath, TICKET_CATEGORY_TEXT } from '@/config/tickets';
import { TICKET_CATEGORIES } from '@/contract/enums';
import { TICKET_TEXT_MAX } from '@/contract/requests/tickets';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { newTicketFormSchema, type NewTicketFormValues } from '@/hooks/forms/ticketForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useOpenTicket } from '@/hooks/tickets/useTickets';
import toast from '@/hooks/ui/toast';
import { useTranslation } from '@/hooks/useTranslation';
import ImagesField from './ImagesField';

const FIELDS = ['category', 'text', 'images'] as const;

/** POST auth/ticket/create (multipart): what it is about, the message and up to three images; then its page. */
export default function NewTicketForm() {
  const { t } = useTranslation();
  const router = useRouter();
  const openTicket = useOpenTicket();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(newTicketFormSchema, { TICKET_CATEGORY_INVALID: 'Choose what the ticket is about' });
  const form = useForm<NewTicketFormValues>({ resolver, defaultValues: { category: 'ACCOUNT', text: '', images: [] } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async (values: NewTicketFormValues) => {
    try {
      const thread = await openTicket.mutateAsync(values);
      toast.success(t('Your ticket was sent to support'));
      await router.push(supportTicketPath(thread._id));
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <SectionCard title={t('New ticket')}>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          <SelectField
            label={t('Category')}
            required
            error={errors.category?.message}
            options={TICKET_CATEGORIES.map((category) => ({ value: category, label: t(TICKET_CATEGORY_TEXT[category]) }))}
            {...register('category')}
          />
          <TextAreaField label={t('Message')} required maxLength={TICKET_TEXT_MAX} error={errors.text?.message} {...register('text')} />
          <ImagesField<NewTicketFormValues> name="images" />
          <Actions>
            <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Sending…') : t('Send ticket')}</Button>
          </Actions>
        </Form>
      </FormProvider>
    </SectionCard>
  );
}

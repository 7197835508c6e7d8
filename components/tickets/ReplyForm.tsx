import { FormProvider, useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import TextAreaField from '@/components/ui/TextAreaField';
import { TICKET_TEXT_MAX } from '@/contract/requests/tickets';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { ticketReplyFormSchema, type TicketReplyFormValues } from '@/hooks/forms/ticketForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useReplyToTicket } from '@/hooks/tickets/useTickets';
import toast from '@/hooks/ui/toast';
import { useTranslation } from '@/hooks/useTranslation';
import ImagesField from './ImagesField';

const FIELDS = ['text', 'images'] as const;

/** POST auth/ticket/reply: the member's next message (the ticket then waits for support again). */
export default function ReplyForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const reply = useReplyToTicket(ticketId);
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(ticketReplyFormSchema);
  const form = useForm<TicketReplyFormValues>({ resolver, defaultValues: { text: '', images: [] } });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async (values: TicketReplyFormValues) => {
    try {
      await reply.mutateAsync(values);
      reset({ text: '', images: [] });
      toast.success(t('Reply sent'));
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={handleSubmit(submit)} aria-label={t('Reply')}>
        <TextAreaField label={t('Your reply')} required maxLength={TICKET_TEXT_MAX} error={errors.text?.message} {...register('text')} />
        <ImagesField<TicketReplyFormValues> name="images" />
        <Actions>
          <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Sending…') : t('Send reply')}</Button>
        </Actions>
      </Form>
    </FormProvider>
  );
}

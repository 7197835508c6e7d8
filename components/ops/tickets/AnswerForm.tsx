import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import Form from '@/components/ui/Form';
import TextAreaField from '@/components/ui/TextAreaField';
import type { TranslationKey } from '@/config/translate';
import { TICKET_TEXT_MAX, ticketReplySchema, type TicketReplyFields } from '@/contract/requests/tickets';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { opsErrorOf, useAnswerTicket } from '@/hooks/ops/useOpsTickets';
import { useTranslation } from '@/hooks/useTranslation';

/** POST ops/tickets/{id}/answer: the ticket becomes ANSWERED and its member is notified. */
export default function AnswerForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const answer = useAnswerTicket(ticketId);
  const resolver = useContractResolver(ticketReplySchema);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TicketReplyFields>({ resolver, defaultValues: { text: '' } });

  const submit = async ({ text }: TicketReplyFields) => {
    try {
      await answer.mutateAsync(text);
      reset({ text: '' });
    } catch {
      // The error shows under the form (answer.error).
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-label={t('Answer')}>
      <TextAreaField label={t('Your answer to the member')} required maxLength={TICKET_TEXT_MAX} error={errors.text?.message} {...register('text')} />
      {answer.error && <ErrorNote role="alert">{t(opsErrorOf(answer.error).message as TranslationKey)}</ErrorNote>}
      <Actions>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Sending…') : t('Send answer')}</Button>
      </Actions>
    </Form>
  );
}

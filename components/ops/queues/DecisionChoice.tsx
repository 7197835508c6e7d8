import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/hooks/useTranslation';
import { Choices } from './styles';

/** Approve or reject, as two radio buttons of a decision form's `decision` field. */
export default function DecisionChoice({ field }: { field: UseFormRegisterReturn<'decision'> }) {
  const { t } = useTranslation();
  return (
    <Choices>
      <legend>{t('Decision')}</legend>
      <label>
        <input type="radio" value="APPROVE" {...field} /> {t('Approve')}
      </label>
      <label>
        <input type="radio" value="REJECT" {...field} /> {t('Reject')}
      </label>
    </Choices>
  );
}

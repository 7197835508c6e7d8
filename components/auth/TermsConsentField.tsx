import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';
import FieldError from '@/components/ui/FieldError';
import { ROUTES } from '@/config/routes';
import { useTranslation } from '@/hooks/useTranslation';

const Consent = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

/** The box and its sentence, 44 px tall at least (a thumb taps the label). */
const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  font-size: 14px;
  line-height: 1.5;
  cursor: pointer;

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Links inside the sentence (inline: the sentence's line is their height). */
const InlineLink = styled.a`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  text-decoration: underline;
`;

/**
 * Sign-up's required consent: the terms of use, the privacy policy and the risk disclosure, each opened in a new tab
 * so the form keeps what was typed. Inside a FormProvider whose form has `acceptTerms`.
 */
export default function TermsConsentField() {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const {
    register,
    formState: { errors },
  } = useFormContext<{ acceptTerms: boolean }>();
  const error = errors.acceptTerms?.message;
  const link = (href: string, text: string) => (
    <InlineLink href={href} target="_blank" rel="noopener">
      {text}
    </InlineLink>
  );

  return (
    <Consent>
      <Label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('acceptTerms')}
        />
        <span>
          {t('I have read and accept the')} {link(ROUTES.terms, t('Terms of use'))}, {link(ROUTES.privacy, t('Privacy policy'))}{' '}
          {t('and the')} {link(ROUTES.riskDisclosure, t('Risk disclosure'))}.
        </span>
      </Label>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Consent>
  );
}

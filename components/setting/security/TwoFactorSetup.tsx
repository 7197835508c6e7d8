import { useTwoFactorSetup } from '@/hooks/settings/useTwoFactorSetup';
import type { TwoFactorEnableValues } from '@/contract/requests/security';
import { useTranslation } from '@/hooks/useTranslation';
import QrCode from '@/components/ui/QrCode';
import styled from 'styled-components';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import SecretKey from './SecretKey';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';
import { useAuth } from '@/hooks/useAuth';
import TwoFactorEnableForm from './TwoFactorEnableForm';
import { phoneTapLink } from '@/components/ui/tapTarget';

/** The otpauth:// link: on the phone holding the authenticator it adds the account without a scan. */
const OpenInApp = styled.a`
  display: inline-block;
  margin-top: 10px;
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  ${phoneTapLink}
`;

/** Numbered steps. */
const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 20px;
  margin: 0;
  padding-left: 20px;

  & > li { min-width: 0; }
  & > li > p:first-child { margin: 0 0 10px; }
`;

interface TwoFactorSetupProps {
  /** Rejects with the call's error (for the fields). */
  onEnable(values: TwoFactorEnableValues): Promise<void>;
  isLoading: boolean;
}

/** 2FA off: fetch a setup on request, show its QR code and key, then enable with the secure password and a first code. */
export default function TwoFactorSetup({ onEnable, isLoading }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const hasSecurePassword = Boolean(useAuth().user?.hasSecurePassword);
  const load = () => setup.mutate();

  if (setup.data) {
    return (
      <Steps>
        <li>
          <p>{t('Scan this QR code with your authenticator app (Google Authenticator, Authy, …).')}</p>
          <QrCode value={setup.data.otpUrl} alt={t('QR code for your authenticator app')} failedText={t('The QR code could not be drawn, enter the key below instead')} />
          <p>
            <OpenInApp href={setup.data.otpUrl}>{t('On this phone? Open in authenticator')}</OpenInApp>
          </p>
        </li>
        <li>
          <p>{t('Or enter this key in the app by hand:')}</p>
          <SecretKey secret={setup.data.secret} />
        </li>
        <li>
          <p>{t('Enter your secure password and the code the app shows to turn two-factor authentication on.')}</p>
          {hasSecurePassword ? <TwoFactorEnableForm onSubmit={onEnable} isLoading={isLoading} /> : <SecurePasswordNotice forChange />}
        </li>
      </Steps>
    );
  }

  return (
    <Actions>
      {setup.data === null && !setup.isPending ? (
        <>
          <ErrorNote role="alert">{t('The set-up could not be loaded.')}</ErrorNote>
          <Button $variant="secondary" onClick={load}>{t('Try again')}</Button>
        </>
      ) : (
        <Button onClick={load} disabled={setup.isPending}>
          {setup.isPending ? t('Loading…') : t('Set up two-factor authentication')}
        </Button>
      )}
    </Actions>
  );
}

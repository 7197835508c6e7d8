import { useState } from 'react';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import type { TwoFactorToggle } from '@/hooks/settings/useTwoFactorToggle';
import { useTranslation } from '@/hooks/useTranslation';
import RecoveryCodeDisableForm from './RecoveryCodeDisableForm';
import TwoFactorCodeForm from './TwoFactorCodeForm';

const Alternative = styled(ButtonRow)`
  margin-top: 12px;
`;

/** 2FA on: turn it off with the password and the authenticator code, or a recovery code when the phone is lost. */
export default function DisableTwoFactor({ toggle }: { toggle: TwoFactorToggle }) {
  const { t } = useTranslation();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  return (
    <>
      {withRecoveryCode ? (
        <RecoveryCodeDisableForm toggle={toggle} />
      ) : (
        <TwoFactorCodeForm submitLabel={t('Disable two-factor authentication')} onSubmit={toggle.disable} isLoading={toggle.isLoading} />
      )}
      <Alternative>
        <Button $variant="secondary" onClick={() => setWithRecoveryCode(!withRecoveryCode)}>
          {withRecoveryCode ? t('Use the authenticator code instead') : t('Use a recovery code instead')}
        </Button>
      </Alternative>
    </>
  );
}

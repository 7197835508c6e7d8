import SettingsFrame from '@/components/setting/SettingsFrame';
import { keptServerHtml } from '@/components/ui/keptServerHtml';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The card and its form (react-hook-form, the schema) are rendered on the server; the browser keeps that HTML until their chunk is there. */
const ResetSecurePasswordCard = keptServerHtml(
  () => import('./ResetSecurePasswordCard'),
  typeof window === 'undefined' ? require('./ResetSecurePasswordCard') : undefined,
);
/* eslint-enable @typescript-eslint/no-require-imports */

/** /reset-secure-password?token=: the signed-in member sets a new secure password with the e-mailed link. */
export default function ResetSecurePasswordView() {
  return (
    <SettingsFrame title="Secure password" intro="Set a new secure password with the link we e-mailed you." plain>
      <ResetSecurePasswordCard />
    </SettingsFrame>
  );
}

import LegalDocument from './LegalDocument';
import { useCompanyPlaceholders } from '@/hooks/useCompanyDetails';
import { useTranslation } from '@/hooks/useTranslation';

/** /privacy: how the platform uses a member's personal data. */
export default function PrivacyView() {
  const { t } = useTranslation();
  const values = useCompanyPlaceholders();
  return (
    <LegalDocument title="Privacy policy">
      <h2>{t('1. Who is responsible')}</h2>
      <p>{t('%company% (%address%) decides how your personal data is used on this portal and is responsible for it under Vietnam\'s rules on personal data protection.', { address: values.address, company: values.company })}</p>
      <h2>{t('2. What we collect')}</h2>
      <p>{t('Account details (username, full name, e-mail address, phone number, date of birth, address); KYC documents when you send them; payout details (bank account, wallet address); your orders, balances and ledger; sign-ins (time, IP address, device) and the sessions of your devices.')}</p>
      <h2>{t('3. Why we use it')}</h2>
      <p>{t('To run your account and the services you buy; to pay rewards, bonuses and withdrawals; to keep your account safe (sign-in limits, security alerts, holds after changes); to meet our legal duties (KYC, anti-money-laundering, accounting); and to answer your support requests.')}</p>
      <p>{t('Your sponsor and the leaders above you see your username, name and the volume of your team, as the team pages show. We do not sell your data.')}</p>
      <h2>{t('4. Who else receives it')}</h2>
      <p>{t('Only those who help us run the service (hosting, e-mail delivery, banks and payment processors) and authorities that the law entitles to ask. Each receives only what its task needs.')}</p>
      <h2>{t('5. How long we keep it')}</h2>
      <p>{t('As long as your account is open, then as long as the law requires for financial and KYC records (usually 10 years for accounting documents). Sign-in records are kept for at most one year.')}</p>
      <h2>{t('6. Your rights')}</h2>
      <p>{t('You may see and correct your details in Setting, ask for a copy of your data, withdraw a consent, object to a use, or ask us to delete data we no longer need to keep. Write to %email%; we answer within 72 hours.', { email: values.email })}</p>
      <h2>{t('7. Security and cookies')}</h2>
      <p>{t('Passwords are stored only as slow hashes, links we e-mail work once and expire, and every connection is encrypted. The portal uses only the cookies it needs: your session, your device for sign-in limits, and your language. No advertising cookies.')}</p>
    </LegalDocument>
  );
}

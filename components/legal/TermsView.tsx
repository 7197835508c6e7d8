import LegalDocument from './LegalDocument';
import { useCompanyPlaceholders } from '@/hooks/useCompanyDetails';
import { useTranslation } from '@/hooks/useTranslation';

/** /terms: the terms of use a member accepts at sign-up (the version in config/legal.ts). */
export default function TermsView() {
  const { t } = useTranslation();
  const values = useCompanyPlaceholders();
  return (
    <LegalDocument title="Terms of use">
      <h2>{t('1. Who we are and what these terms cover')}</h2>
      <p>{t('These terms govern your membership account on the portal run by %company%, a company registered in Vietnam (business registration number %number%). By creating an account you agree to them.', { company: values.company, number: values.number })}</p>
      <h2>{t('2. Your account')}</h2>
      <p>{t('You must be at least 18 years old and give true details: your name, e-mail address and phone number. One person holds one account; an account cannot be sold or lent.')}</p>
      <p>{t('You keep your password, secure password and two-factor codes to yourself. Everything done with them counts as done by you. Tell us at once if you think someone else knows them.')}</p>
      <p>{t('You verify your e-mail address with the link we send you. Until it is verified you cannot withdraw, add a withdrawal address or change your payout details.')}</p>
      <h2>{t('3. Packages and mining units')}</h2>
      <p>{t('A membership package or a mining unit is a purchase of a service: a share of Filecoin storage-mining capacity for a stated term. It is not a deposit, a loan, a security or an investment product, and it earns no interest.')}</p>
      <p>{t('Mining rewards are paid in tokens as the network actually produces them. We do not promise any amount of output or any token price.')}</p>
      <p>{t('Prices, fees and minimum amounts are shown before you confirm an order, a swap, a transfer or a withdrawal. A completed order cannot be cancelled; a package bought cannot be returned for money.')}</p>
      <h2>{t('4. Referrals and your team')}</h2>
      <p>{t('You may invite others with your referral link. Bonuses are paid only on real purchases of your team, by the rules shown in the portal; none is paid merely for recruiting. You must not promise anyone income or describe the platform as an investment.')}</p>
      <h2>{t('5. Wallets, withdrawals and security holds')}</h2>
      <p>{t('Balances in the portal are records of what you may use or withdraw under these terms. Withdrawals go only to addresses in your address book, after the waiting time, and may need approved KYC. After a security change, transfers and withdrawals wait for a while to protect you.')}</p>
      <p>{t('A transfer on the blockchain cannot be reversed. Check every address before you confirm it.')}</p>
      <h2>{t('6. What is not allowed')}</h2>
      <p>{t('You must not use the portal for money laundering, fraud or any unlawful purpose, try to reach other members\' accounts, automate requests against the service, or give false documents. We may lock an account that does so and report it to the authorities.')}</p>
      <h2>{t('7. Liability')}</h2>
      <p>{t('We run the service with care but cannot guarantee that it is never interrupted. We are not liable for losses caused by the Filecoin network, token prices, your own devices, or anyone who used your credentials, except where the law says otherwise.')}</p>
      <h2>{t('8. Changes, closing your account and the law')}</h2>
      <p>{t('We may change these terms; the new version is published here with its date, and we tell members by e-mail or in the portal before it applies. You may close your account by contacting support; balances you are entitled to are paid out under these terms.')}</p>
      <p>{t('These terms are governed by the law of Vietnam. Questions: %email% or the hotline %hotline%.', { email: values.email, hotline: values.hotline })}</p>
    </LegalDocument>
  );
}

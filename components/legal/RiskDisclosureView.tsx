import LegalDocument from './LegalDocument';
import { useCompanyPlaceholders } from '@/hooks/useCompanyDetails';
import { useTranslation } from '@/hooks/useTranslation';

/** /risk-disclosure: the risks of mining and tokens, said plainly, which a member accepts at sign-up. */
export default function RiskDisclosureView() {
  const { t } = useTranslation();
  const values = useCompanyPlaceholders();
  return (
    <LegalDocument title="Risk disclosure">
      <h2>{t('Read this before you buy')}</h2>
      <p>{t('Filecoin mining and crypto tokens carry real risk. You may receive much less than you expect, and the tokens you receive may lose most of their value. Buy only with money you can afford to lose.')}</p>
      <h2>{t('Mining output varies')}</h2>
      <p>{t('The tokens a mining unit produces depend on the Filecoin network: its total storage power, block rewards, fees, rule changes and the uptime of the hardware. Output goes up and down every day and can fall to zero.')}</p>
      <p>{t('Past output does not promise future output. Figures shown in the portal, in the past or for other members, are records, not forecasts.')}</p>
      <h2>{t('Token prices vary')}</h2>
      <p>{t('The prices of FIL, USDT and the platform\'s points in the portal follow markets and our published rates. They can change fast and by a lot; a price shown today says nothing about tomorrow. Even USDT, a stablecoin, can lose its link to the US dollar.')}</p>
      <h2>{t('Packages are not deposits')}</h2>
      <p>{t('A package or a mining unit is a purchase of a service. It is not a bank deposit, not insured by any deposit insurance, earns no interest, and its price is not paid back at the end of its term.')}</p>
      <p>{t('No one (not the company, not a leader, not your sponsor) may promise you a fixed return. If someone does, do not rely on it and tell us.')}</p>
      <h2>{t('Other risks')}</h2>
      <p>{t('Rules on crypto assets in Vietnam and elsewhere may change and limit what the platform can offer. Blockchain transfers cannot be reversed, and a wrong address loses the money. Hardware, data centres and service providers can fail. Bonuses depend on your team\'s real purchases and may be nothing.')}</p>
      <h2>{t('Questions')}</h2>
      <p>{t('If anything here is unclear, ask before you buy: %email% or the hotline %hotline%.', { email: values.email, hotline: values.hotline })}</p>
    </LegalDocument>
  );
}

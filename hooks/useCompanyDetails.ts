import { COMPANY_DEFAULTS, type CompanyField } from '@/config/company';
import { useContext } from 'react';
import { SiteSettingsContext } from '@/hooks/context/SiteSettingsContext';
import { findSetting } from '@/services/setting';

/** The company's name, address, registration number, contact e-mail and hotline: the WEB settings, else config/company.ts. */
export function useCompanyDetails(): Record<CompanyField, string> {
  const { settings } = useContext(SiteSettingsContext);
  const data = settings ?? [];
  const field = (name: CompanyField) => findSetting(data, name)?.trim() || COMPANY_DEFAULTS[name];
  return {
    companyName: field('companyName'),
    companyAddress: field('companyAddress'),
    companyRegistrationNumber: field('companyRegistrationNumber'),
    contactEmail: field('contactEmail'),
    hotline: field('hotline'),
  };
}

/** The company's details under the names the legal texts' placeholders use (%company%, %address%, %number%…). */
export function useCompanyPlaceholders(): Record<'company' | 'address' | 'number' | 'email' | 'hotline', string> {
  const company = useCompanyDetails();
  return {
    company: company.companyName,
    address: company.companyAddress,
    number: company.companyRegistrationNumber,
    email: company.contactEmail,
    hotline: company.hotline,
  };
}

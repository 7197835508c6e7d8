import type { Setting } from '../../../contract/settings';
import { portalLink } from '../portal-links';
import type { MailBrand } from './message';

export const DEFAULT_SITE_NAME = 'FilHub';
/** The logo of the mails when WEB.mailLogoUri is not set: the portal's own, served from PUBLIC_URL. */
export const DEFAULT_MAIL_LOGO_PATH = '/logo.png';

/** The mails' site name, logo and hotline from the WEB settings; the logo is a path under PUBLIC_URL. */
export function mailBrandOf(webSettings: readonly Setting[], config: { publicUrl: string }): MailBrand {
  const value = (name: string) => webSettings.find((setting) => setting.name === name)?.value.trim() || null;
  const logoPath = value('mailLogoUri');
  return {
    siteName: value('siteName') ?? DEFAULT_SITE_NAME,
    logoUrl: portalLink(config, logoPath?.startsWith('/') ? (logoPath as `/${string}`) : DEFAULT_MAIL_LOGO_PATH),
    hotline: value('hotline'),
    publicUrl: portalLink(config, '/'),
  };
}

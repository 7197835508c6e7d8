/**
 * The company behind the portal, shown in the footers and on the legal pages: each comes from the WEB setting of the
 * same name when an operator set it (Ops → Settings), else from here.
 */
export const COMPANY_DEFAULTS = {
  companyName: 'Công ty TNHH FilHub',
  companyAddress: 'Tầng 12, 285 Cách Mạng Tháng Tám, Phường 12, Quận 10, TP. Hồ Chí Minh, Việt Nam',
  companyRegistrationNumber: '0316789012',
  contactEmail: 'support@filhub.vn',
  hotline: '+84 900 000 000',
} as const;

export type CompanyField = keyof typeof COMPANY_DEFAULTS;

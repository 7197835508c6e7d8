import type { AntiPhishingCode } from '@/contract/anti-phishing';
import type { Locale } from '@/contract/enums';
import type { AntiPhishingValues } from '@/contract/requests/anti-phishing';
import { http } from './http';

/** Whether the member set an anti-phishing code, and its first characters (never the whole code). */
export async function getAntiPhishingCode(): Promise<AntiPhishingCode> {
  const { data } = await http.get<AntiPhishingCode>('auth/client/anti-phishing');
  return data;
}

/** Sets, changes (`phrase`) or removes (`phrase: null`) the code; the login password is the step-up. */
export async function saveAntiPhishingCode(values: AntiPhishingValues): Promise<AntiPhishingCode> {
  const { data } = await http.put<AntiPhishingCode>('auth/client/anti-phishing', values);
  return data;
}

/** Tells the server the language the member picked: their e-mails come in it. */
export async function saveMemberLanguage(language: Locale): Promise<Locale> {
  const { data } = await http.put<{ language: Locale }>('auth/client/language', { language });
  return data.language;
}

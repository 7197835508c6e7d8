import { http } from './http';

// The signed-in member's e-mail verification: the e-mailed link's page and the banner's "resend".

/** The e-mailed link, opened by the member it was sent to. */
export async function verifyEmail(token: string): Promise<void> {
  await http.post('auth/client/verify-email', { token });
}

/** Mails a new verification link (limited per member). */
export async function resendVerificationEmail(): Promise<void> {
  await http.post('auth/client/verify-email/resend', {});
}

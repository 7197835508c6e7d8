import { createMember, isEmailTaken, isUsernameTaken } from '../db/members';
import type { CreateMemberResult, NewMember } from '../db/members';
import type { Database } from '../db/types';
import { newReferralCode } from '../domain/member-fields';
import { hashPassword } from '../domain/password';
import { validationFailed } from '../http/errors';
import { alertTeamOfNewMember } from './team-alerts';
import type { FieldErrors } from '../http/errors';

export const USERNAME_TAKEN = 'USERNAME_TAKEN';
export const EMAIL_TAKEN = 'EMAIL_TAKEN';

/** A member to create: sign-up's fields, the password in clear (hashed here) and the sponsor. */
export interface MemberRegistration {
  username: string;
  email: string;
  fullName: string;
  phone: string;
  password: string;
  sponsorId: string;
  /** The terms the member accepted at sign-up and when (none for a member a leader registers). */
  termsAcceptedAt?: Date;
  termsVersion?: string;
}

/** The field errors of a username or e-mail already in use (empty when both are free). */
export async function takenMemberFields(db: Database, member: Pick<MemberRegistration, 'username' | 'email'>): Promise<FieldErrors> {
  const [usernameTaken, emailTaken] = await Promise.all([isUsernameTaken(db, member.username), isEmailTaken(db, member.email)]);
  const errors: FieldErrors = {};
  if (usernameTaken) errors.username = USERNAME_TAKEN;
  if (emailTaken) errors.email = EMAIL_TAKEN;
  return errors;
}

/** Tries fresh referral codes until one is free (a collision of 8 characters of 32 is rare). */
async function createWithReferralCode(db: Database, member: Omit<NewMember, 'referralCode'>): Promise<CreateMemberResult> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const result = await createMember(db, { ...member, referralCode: newReferralCode() }, alertTeamOfNewMember);
    if (result.created || result.taken !== 'referralCode') return result;
  }
  throw new Error('Could not generate a free referral code');
}

/**
 * Creates the member the way sign-up does (wallets, a fresh referral code, no secure password) and answers its id;
 * a username or e-mail taken meanwhile is a field error.
 */
export async function registerMember(db: Database, registration: MemberRegistration): Promise<string> {
  const { password, ...member } = registration;
  const result = await createWithReferralCode(db, { ...member, passwordHash: await hashPassword(password) });
  if (!result.created) throw validationFailed(result.taken === 'email' ? { email: EMAIL_TAKEN } : { username: USERNAME_TAKEN });
  return result.id;
}

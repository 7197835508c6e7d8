import * as z from 'zod/mini';

import { profileUpdateSchema, type ProfileValues } from '@/contract/requests/profile';
import { askedFor } from './askedFor';
import type { FormTexts } from './useContractResolver';

/** The profile form on `now`'s date: the contract's fields and an optional new avatar. */
export function profileFormSchema(now: Date) {
  const fields = profileUpdateSchema(now);
  return z.extend(fields, {
    phone: askedFor(fields.shape.phone, 'PHONE_REQUIRED'),
    avatar: z.nullable(z.custom<File>((value) => value instanceof Blob)),
  });
}
export type CheckedProfile = z.output<ReturnType<typeof profileFormSchema>>;

/** The checked fields as the request sends them ('' for a cleared date or address). */
export const toProfileValues = ({ fullName, phone, dateOfBirth, address }: Omit<CheckedProfile, 'avatar'>): ProfileValues => ({
  fullName,
  phone,
  dateOfBirth: dateOfBirth ?? '',
  address: address ?? '',
});

export const PROFILE_FORM_TEXTS: FormTexts = {
  FULL_NAME_REQUIRED: 'Enter your full name',
  PHONE_REQUIRED: 'Enter your phone number',
};

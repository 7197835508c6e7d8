import type { MemberProfile } from '@/contract/profile';
import type { ProfileValues } from '@/contract/requests/profile';
import { http } from './http';

/** Every field appended, the avatar only when one was chosen. */
export function profileFormData(values: ProfileValues, avatar?: Blob | null): FormData {
  const form = new FormData();
  form.append('fullName', values.fullName);
  form.append('phone', values.phone);
  form.append('dateOfBirth', values.dateOfBirth);
  form.append('address', values.address);
  if (avatar) form.append('avatar', avatar);
  return form;
}

/** Answers the updated user. axios sets the multipart boundary for a FormData body. */
export async function updateProfile(values: ProfileValues, avatar?: Blob | null): Promise<MemberProfile> {
  const { data } = await http.put<MemberProfile>('auth/client/profile/update', profileFormData(values, avatar));
  return data;
}

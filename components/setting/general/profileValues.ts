import type { MemberProfile } from '@/contract/profile';
import type { ProfileValues } from '@/contract/requests/profile';

export interface ProfileFormValues extends ProfileValues {
  avatar: File | null;
}

/** The form's values for a user: absent fields as ''. */
export function profileFormValues(user: MemberProfile): ProfileFormValues {
  return {
    fullName: user.fullName ?? '',
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    address: user.address ?? '',
    avatar: null,
  };
}

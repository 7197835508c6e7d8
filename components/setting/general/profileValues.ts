import type { ProfileValues } from '@/services/profile';
import type { AuthUser } from '@/state/user/types';

export interface ProfileFormValues extends ProfileValues {
  avatar: File | null;
}

/** The form's values for a user: absent fields as ''. */
export function profileFormValues(user: AuthUser): ProfileFormValues {
  return {
    fullName: user.fullName ?? '',
    phone: user.phone ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    address: user.address ?? '',
    avatar: null,
  };
}

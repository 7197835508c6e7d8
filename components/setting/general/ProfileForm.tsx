import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import FieldGrid from '@/components/ui/FieldGrid';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import { DEFAULT_AVATAR } from '@/config/constants';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { PROFILE_FORM_TEXTS, profileFormSchema, toProfileValues, type CheckedProfile } from '@/hooks/forms/profileForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAccountUpdates } from '@/hooks/settings/useAccountUpdates';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import type { MemberProfile } from '@/contract/profile';
import FormImageField from '../shared/FormImageField';
import { profileFormValues, type ProfileFormValues } from './profileValues';

const FIELDS = ['fullName', 'phone', 'dateOfBirth', 'address', 'avatar'] as const;

/** PUT profile/update (multipart): name, phone, date of birth, address and an optional new avatar. */
export default function ProfileForm({ user }: { user: MemberProfile }) {
  const { t } = useTranslation();
  const { reloadUser } = useAuth();
  const { updateProfile } = useAccountUpdates();
  const { errorMessage, setFieldErrors } = useServerErrors();
  /** A new key after a save remounts the avatar picker: its file and preview are gone. */
  const [avatarKey, setAvatarKey] = useState(0);
  const [schema] = useState(() => profileFormSchema(new Date()));
  const resolver = useContractResolver(schema, PROFILE_FORM_TEXTS);
  const form = useForm({ resolver, defaultValues: profileFormValues(user) });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async ({ avatar, ...checked }: CheckedProfile) => {
    let updated: MemberProfile;
    try {
      updated = await updateProfile(toProfileValues(checked), avatar);
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    reset(profileFormValues(updated));
    setAvatarKey((key) => key + 1);
    toast.success(t('Profile updated'));
    await reloadUser().catch(() => undefined);
  });

  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <FormImageField<ProfileFormValues>
          key={avatarKey}
          name="avatar"
          label={t('Avatar')}
          currentUrl={user.avatar?.completedUrl || DEFAULT_AVATAR}
          round
        />
        <FieldGrid>
          <TextField
            label={t('Full name')}
            autoComplete="name"
            required
            error={errors.fullName?.message}
            {...register('fullName')}
          />
          <TextField
            label={t('Phone number')}
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField label={t('Date of birth')} type="date" autoComplete="bday" error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
          <TextField
            label={t('Address')}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register('address')}
          />
        </FieldGrid>
        <Actions>
          <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Saving…') : t('Save changes')}</Button>
        </Actions>
      </Form>
    </FormProvider>
  );
}

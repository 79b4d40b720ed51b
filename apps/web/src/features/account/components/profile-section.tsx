import { zodResolver } from '@hookform/resolvers/zod';
import { type Profile, personNameSchema, timeZoneSchema } from '@booth/shared';
import { Divider, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCircle } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUpdateProfile } from '@/features/account/api/update-profile';
import { AvatarField } from '@/features/account/components/avatar-field';
import { SaveButton } from '@/features/account/components/form-actions';
import { SettingsSection } from '@/features/account/components/settings-section';
import { TimeZoneSelect } from '@/features/account/components/time-zone-select';
import { NameFields } from '@/features/auth/components/name-fields';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { applyServerFieldErrors, useFieldErrorMessage } from '@/lib/form-errors';

const profileFormSchema = z.object({ firstName: personNameSchema, name: personNameSchema, timeZone: timeZoneSchema });
type ProfileForm = z.infer<typeof profileFormSchema>;

/** Platform §3 Profile: picture, first name, surname, time zone. */
export function ProfileSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const fieldError = useFieldErrorMessage();
  const errorReason = useApiErrorMessage();
  const update = useUpdateProfile();
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { firstName: profile.firstName, name: profile.name, timeZone: profile.timeZone },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ firstName: saved.firstName, name: saved.name, timeZone: saved.timeZone });
        notifications.show({ color: 'teal', message: t('saved') });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION') applyServerFieldErrors(tc, error, ['firstName', 'name', 'timeZone'], form.setError);
        notifications.show({ color: 'red', message: t('saveFailed', { reason: errorReason(error) }) });
      },
    }),
  );

  return (
    <SettingsSection id="settings-profile" title={t('profile.title')} description={t('profile.description')} icon={IconUserCircle}>
      <AvatarField profile={profile} />
      <Divider />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NameFields
            testId="profile"
            firstName={form.register('firstName')}
            name={form.register('name')}
            firstNameError={fieldError(errors.firstName, 'text')}
            nameError={fieldError(errors.name, 'text')}
          />
          <TextInput label={t('profile.email')} value={profile.email} readOnly variant="filled" description={t('profile.emailHint')} data-testid="profile-email" />
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => <TimeZoneSelect value={field.value} onChange={field.onChange} error={fieldError(errors.timeZone, 'text')} />}
          />
          <SaveButton loading={update.isPending} disabled={!isDirty} testId="profile-save" />
        </Stack>
      </form>
    </SettingsSection>
  );
}

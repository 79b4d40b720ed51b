import type { Profile } from '@booth/shared';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRemoveAvatar, useSetAvatar } from '@/features/account/api/set-avatar';
import { isApiError } from '@/lib/api-error';
import { useApiErrorMessage } from '@/lib/api-error-message';

/** Two letters for the placeholder: first name and surname, else the e-mail. */
export function initialsOf(profile: Pick<Profile, 'firstName' | 'name' | 'email'>): string {
  const letters = [profile.firstName, profile.name].map((part) => part.trim().charAt(0)).join('');
  return (letters || profile.email.charAt(0)).toUpperCase();
}

/** The profile picture: a preview, a new one from any photo, or none. */
export function AvatarField({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const errorReason = useApiErrorMessage();
  const upload = useSetAvatar();
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  const onFile = (file: File | null) => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('avatar.saved') }),
      // A file the browser cannot decode never reaches the server: say so in plain words.
      onError: (error) =>
        notifications.show({ color: 'red', message: isApiError(error) ? t('avatar.failed', { reason: errorReason(error) }) : t('avatar.unreadable') }),
    });
  };
  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('avatar.removed') }),
      onError: (error) => notifications.show({ color: 'red', message: t('avatar.failed', { reason: errorReason(error) }) }),
    });

  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Avatar
        src={profile.avatar?.thumbnailPath ?? null}
        alt={profile.avatar ? t('avatar.alt') : undefined}
        size={72}
        radius={72}
        color="brand"
        variant="light"
        data-testid="profile-avatar"
        data-has-avatar={profile.avatar ? 'true' : 'false'}
      >
        {initialsOf(profile)}
      </Avatar>
      <Stack gap={6} miw={0}>
        <Group gap="xs">
          <FileButton onChange={onFile} accept="image/png,image/jpeg,image/webp,image/gif" inputProps={{ 'aria-label': t('avatar.upload') }}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} />} loading={upload.isPending} disabled={busy} data-testid="profile-avatar-upload">
                {profile.avatar ? t('avatar.replace') : t('avatar.upload')}
              </Button>
            )}
          </FileButton>
          {profile.avatar && (
            <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} onClick={onRemove} loading={remove.isPending} disabled={busy} data-testid="profile-avatar-remove">
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('avatar.hint')}
        </Text>
      </Stack>
    </Group>
  );
}

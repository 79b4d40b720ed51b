import '@/features/moderators/moderators-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Moderator, emailSchema } from '@booth/shared';
import { ActionIcon, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconPencil, IconShieldCheck, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/features/events/format';
import {
  useChangeModerator,
  useInviteModerator,
  useModerators,
  useRemoveModerator,
  useResendInvitation,
} from '@/features/moderators/api/moderators';
import { isApiError } from '@/lib/api-error';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useLocale, useLocalePath } from '@/lib/locale';

const emailFormSchema = z.object({ email: emailSchema });
type EmailForm = z.infer<typeof emailFormSchema>;

/**
 * A refused address belongs under the field: 409 is "already a moderator", a validation error names the
 * field; anything else is shown as the form's error.
 */
function useAddressError() {
  const { t } = useTranslation('moderators');
  return (error: unknown, setError: UseFormSetError<EmailForm>): boolean => {
    if (!isApiError(error)) return false;
    if (error.code === 'CONFLICT') {
      setError('email', { type: 'server', message: t('errors.exists') });
      return true;
    }
    if (error.code === 'VALIDATION' && error.fields.some((field) => field.path === 'email')) {
      setError('email', { type: 'server', message: t('errors.email') });
      return true;
    }
    return false;
  };
}

function InviteForm({ slug }: { slug: string }) {
  const { t } = useTranslation('moderators');
  const fieldError = useFieldErrorMessage();
  const invite = useInviteModerator(slug);
  const addressError = useAddressError();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });
  const error = form.formState.errors.email;
  const onSubmit = form.handleSubmit(({ email }) => {
    setFormError(null);
    invite.mutate(email, {
      onSuccess: (moderator) => {
        form.reset({ email: '' });
        notifications.show({ color: 'teal', message: t('invite.sent', { email: moderator.email }) });
      },
      onError: (failure) => {
        if (!addressError(failure, form.setError)) setFormError(failure);
      },
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate data-testid="moderators-invite">
      <Stack gap="xs">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('invite.label')}
            placeholder={t('invite.placeholder')}
            type="email"
            autoComplete="off"
            style={{ flex: '1 1 16rem' }}
            error={error?.type === 'server' ? error.message : fieldError(error, 'email')}
            data-testid="moderators-invite-email"
            {...form.register('email')}
          />
          <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconUserPlus size={16} />} loading={invite.isPending} data-testid="moderators-invite-submit">
            {t('invite.submit')}
          </Button>
        </Group>
        {formError !== null && <ApiErrorAlert error={formError} testId="moderators-invite-error" />}
      </Stack>
    </form>
  );
}

function EditDialog({ slug, moderator, onClose }: { slug: string; moderator: Moderator | null; onClose: () => void }) {
  const { t } = useTranslation('moderators');
  const fieldError = useFieldErrorMessage();
  const change = useChangeModerator(slug);
  const addressError = useAddressError();
  const [formError, setFormError] = useState<unknown>(null);
  const form = useForm<EmailForm>({ resolver: zodResolver(emailFormSchema), values: { email: moderator?.email ?? '' } });
  const error = form.formState.errors.email;
  const close = () => {
    setFormError(null);
    change.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ email }) => {
    if (!moderator) return;
    setFormError(null);
    change.mutate(
      { id: moderator.id, email },
      {
        onSuccess: (changed) => {
          notifications.show({ color: 'teal', message: t('edit.saved', { email: changed.email }) });
          close();
        },
        onError: (failure) => {
          if (!addressError(failure, form.setError)) setFormError(failure);
        },
      },
    );
  });
  return (
    <Modal opened={moderator !== null} onClose={close} title={t('edit.title')} centered radius="lg" data-testid="moderators-edit">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('edit.hint')}
          </Text>
          <TextInput
            label={t('invite.label')}
            type="email"
            autoComplete="off"
            data-autofocus
            error={error?.type === 'server' ? error.message : fieldError(error, 'email')}
            data-testid="moderators-edit-email"
            {...form.register('email')}
          />
          {formError !== null && <ApiErrorAlert error={formError} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending} data-testid="moderators-edit-submit">
              {t('edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ModeratorRow({ moderator, onEdit, onRemove, onResend, resending }: {
  moderator: Moderator;
  onEdit: () => void;
  onRemove: () => void;
  onResend: () => void;
  resending: boolean;
}) {
  const { t } = useTranslation('moderators');
  const locale = useLocale();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" py={6} data-testid="moderator" data-moderator-id={moderator.id}>
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm" truncate="end" maw="100%" data-testid="moderator-email">
            {moderator.email}
          </Text>
          <Badge size="sm" variant="light" color={moderator.activated ? 'teal' : 'yellow'} data-testid="moderator-status">
            {moderator.activated ? t('status.active') : t('status.pending')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t('invitedAt', { date: formatDateTime(moderator.invitedAt, locale) })}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={moderator.activated ? t('actions.resendPassword') : t('actions.resend')}>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={onResend}
            loading={resending}
            aria-label={`${moderator.activated ? t('actions.resendPassword') : t('actions.resend')}: ${moderator.email}`}
            data-testid="moderator-resend"
          >
            <IconMailForward size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('actions.edit')}>
          <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={`${t('actions.edit')}: ${moderator.email}`} data-testid="moderator-edit">
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('actions.remove')}>
          <ActionIcon variant="subtle" color="red" size="lg" onClick={onRemove} aria-label={`${t('actions.remove')}: ${moderator.email}`} data-testid="moderator-remove">
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/**
 * The campaign's moderators (campaigns §3 Moderator, §7): who may approve and hide its pictures with a
 * sign-in of their own. Invite by address, change it, send the invitation again, remove; and the way
 * into the moderation itself.
 */
export function ModeratorsCard({ slug }: { slug: string }) {
  const { t } = useTranslation('moderators');
  const { t: tc } = useTranslation('common');
  const to = useLocalePath();
  const query = useModerators(slug);
  const remove = useRemoveModerator(slug);
  const resend = useResendInvitation(slug);
  const [editing, setEditing] = useState<Moderator | null>(null);
  const [removing, setRemoving] = useState<Moderator | null>(null);
  const moderators = query.data?.moderators ?? [];

  const failed = (error: unknown) => notifications.show({ color: 'red', message: apiErrorMessage(tc, error) });
  const onResend = (moderator: Moderator) =>
    resend.mutate(moderator.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('resent', { email: moderator.email }) }),
      onError: failed,
    });
  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => notifications.show({ message: t('removed', { email: removing.email }) }),
      onError: failed,
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="moderators-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} style={{ flex: '1 1 18rem' }}>
            <Title order={2} fz="lg">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </Stack>
          <Button component={Link} to={to(`/events/${slug}/moderation`)} variant="light" leftSection={<IconShieldCheck size={16} />} data-testid="moderators-open-moderation">
            {t('openModeration')}
          </Button>
        </Group>
        <InviteForm slug={slug} />
        {query.isPending ? (
          <Skeleton height={48} radius="md" />
        ) : query.isError ? (
          <ApiErrorAlert error={query.error} testId="moderators-error" />
        ) : moderators.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="moderators-empty">
            {t('empty')}
          </Text>
        ) : (
          <Stack gap={0} data-testid="moderators-list">
            {moderators.map((moderator) => (
              <ModeratorRow
                key={moderator.id}
                moderator={moderator}
                onEdit={() => setEditing(moderator)}
                onRemove={() => setRemoving(moderator)}
                onResend={() => onResend(moderator)}
                resending={resend.isPending && resend.variables === moderator.id}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <EditDialog slug={slug} moderator={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('remove.title')}
        confirmLabel={t('remove.confirm')}
        onConfirm={onRemove}
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
        testId="moderators-remove-dialog"
      >
        {t('remove.text', { email: removing?.email ?? '' })}
      </ConfirmDialog>
    </Card>
  );
}

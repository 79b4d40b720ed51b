import { eventLockSchema } from '@booth/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PasswordInput } from '@/components/password-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Lock: a password of at least 6 characters, typed twice (campaigns §5), checked with the shared schema. */
function LockForm({ opened, loading, onCancel, onSubmit }: { opened: boolean; loading?: boolean; onCancel: () => void; onSubmit: (password: string, confirmation: string) => void }) {
  const { t } = useTranslation('events');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  return (
    <Modal opened={opened} onClose={onCancel} title={t('lock.lockTitle')} centered radius="lg" data-testid="lock-dialog">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = eventLockSchema.safeParse({ lockPassword: password, lockPasswordConfirmation: confirmation });
          if (!parsed.success) {
            const paths = new Set(parsed.error.issues.map((issue) => issue.path[0]));
            setErrors({
              password: paths.has('lockPassword') ? t('lock.tooShort') : undefined,
              confirmation: paths.has('lockPasswordConfirmation') ? t('lock.mismatch') : undefined,
            });
            return;
          }
          onSubmit(password, confirmation);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('lock.lockText')}</Text>
          <PasswordInput label={t('lock.password')} value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={errors.password} data-autofocus data-testid="lock-password" />
          <PasswordInput label={t('lock.confirmation')} value={confirmation} onChange={(event) => setConfirmation(event.currentTarget.value)} error={errors.confirmation} data-testid="lock-confirmation" />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('lock.cancel')}
            </Button>
            <Button type="submit" loading={loading} data-testid="lock-submit">
              {t('lock.submitLock')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks for the current lock password: to unlock, or once before saving a locked campaign. */
function PasswordForm({
  opened,
  title,
  text,
  submitLabel,
  loading,
  error,
  onCancel,
  onSubmit,
  testId,
}: {
  opened: boolean;
  title: string;
  text: string;
  submitLabel: string;
  loading?: boolean;
  error?: string | null;
  onCancel: () => void;
  onSubmit: (password: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('events');
  const [password, setPassword] = useState('');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered radius="lg" data-testid={testId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password) onSubmit(password);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{text}</Text>
          <PasswordInput label={t('lock.password')} value={password} onChange={(event) => setPassword(event.currentTarget.value)} error={error} data-autofocus data-testid={`${testId}-password`} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('lock.cancel')}
            </Button>
            <Button type="submit" loading={loading} disabled={!password} data-testid={`${testId}-submit`}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type LockDialogProps = Parameters<typeof LockForm>[0];

/** The form mounts with the modal, so every opening starts empty. */
export function LockDialog(props: LockDialogProps) {
  return props.opened ? <LockForm {...props} /> : null;
}

type PasswordDialogProps = Parameters<typeof PasswordForm>[0];

export function PasswordDialog(props: PasswordDialogProps) {
  return props.opened ? <PasswordForm {...props} /> : null;
}

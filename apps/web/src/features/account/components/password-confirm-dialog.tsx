import { Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { PasswordInput } from '@/components/password-input';
import { isWrongPassword } from '@/features/account/account-errors';
import { DialogActions } from '@/features/account/components/form-actions';

export interface PasswordConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: (password: string) => void;
  onClose: () => void;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  /** The body field the server names when the password is wrong. */
  passwordField?: 'password' | 'currentPassword';
  testId: string;
}

/** A change that the account password confirms: turning MFA off, new backup codes, removing the app password. */
export function PasswordConfirmDialog({ opened, title, children, confirmLabel, onConfirm, onClose, pending, error, danger, passwordField = 'password', testId }: PasswordConfirmDialogProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setPassword('');
    setMissing(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setMissing(true);
      return;
    }
    onConfirm(password);
  };
  const wrong = isWrongPassword(error, passwordField);
  return (
    <Modal opened={opened} onClose={close} title={title} centered radius="lg" data-testid={testId} closeButtonProps={{ 'aria-label': tc('confirm.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{children}</Text>
          <PasswordInput
            label={t('fields.accountPassword')}
            autoComplete="current-password"
            required
            data-autofocus
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setMissing(false);
            }}
            error={missing ? tc('validation.required') : wrong ? t('errors.wrongPassword') : undefined}
            data-testid={`${testId}-password`}
          />
          {Boolean(error) && !wrong && <ApiErrorAlert error={error} />}
          <DialogActions onCancel={close} submitLabel={confirmLabel} loading={pending} danger={danger} testId={`${testId}-confirm`} />
        </Stack>
      </form>
    </Modal>
  );
}

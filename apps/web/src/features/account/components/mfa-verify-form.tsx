import type { MfaEnabled, MfaSetup } from '@booth/shared';
import { isCompleteMfaCode } from '@booth/shared';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { MfaCodeInput } from '@/components/mfa-code-input';
import { PasswordInput } from '@/components/password-input';
import { isWrongCode, isWrongPassword } from '@/features/account/account-errors';
import { useVerifyRegisterMfa } from '@/features/account/api/mfa-setup';
import { TotpSetup } from '@/features/account/components/totp-setup';
import { useRequestEmailMfaCode } from '@/features/auth/api/request-email-mfa-code';
import { useApiErrorMessage } from '@/lib/api-error-message';

/** E-mail codes: where the code went, and a new one if it did not arrive. */
function EmailSetup({ sentTo }: { sentTo: string }) {
  const { t } = useTranslation('account');
  const errorReason = useApiErrorMessage();
  const resend = useRequestEmailMfaCode();
  const again = () =>
    resend.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('mfa.email.resent', { email: sentTo }) }),
      onError: (error) => notifications.show({ color: 'red', message: t('mfa.email.resendFailed', { reason: errorReason(error) }) }),
    });
  return (
    <Alert variant="light" color="blue" icon={<IconMail size={18} />}>
      <Stack gap={6}>
        <Text size="sm" data-testid="mfa-email-sent">
          {t('mfa.email.sent', { email: sentTo })}
        </Text>
        <Anchor component="button" type="button" size="sm" onClick={again} disabled={resend.isPending} data-testid="mfa-email-resend">
          {t('mfa.email.resend')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * Step two of turning MFA on: the app's (or e-mail's) first code proves the factor works, the account
 * password proves it is the owner; the answer carries the backup codes.
 */
export function MfaVerifyForm({ setup, onEnabled, onBack }: { setup: MfaSetup; onEnabled: (enabled: MfaEnabled) => void; onBack: () => void }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const verify = useVerifyRegisterMfa();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const codeMissing = checked && !isCompleteMfaCode(code);
  const passwordMissing = checked && !password;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!isCompleteMfaCode(code) || !password) return;
    verify.mutate({ type: setup.type, code, password }, { onSuccess: onEnabled });
  };
  const codeError = codeMissing ? t('mfa.codeIncomplete') : isWrongCode(verify.error) ? tc('apiErrors.INVALID_MFA_CODE') : undefined;
  const passwordError = passwordMissing ? tc('validation.required') : isWrongPassword(verify.error) ? t('errors.wrongPassword') : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {setup.type === 'totp' ? <TotpSetup qrSvg={setup.setupData.qrSvg} secret={setup.setupData.secret} /> : <EmailSetup sentTo={setup.setupData.sentTo} />}
        <MfaCodeInput
          label={setup.type === 'totp' ? t('mfa.totp.codeLabel') : t('mfa.email.codeLabel')}
          value={code}
          onChange={setCode}
          error={codeError}
          testId="mfa-setup-code"
        />
        <PasswordInput
          label={t('fields.accountPassword')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={passwordError}
          data-testid="mfa-setup-password"
        />
        {verify.isError && !isWrongCode(verify.error) && !isWrongPassword(verify.error) && <ApiErrorAlert error={verify.error} />}
        <Group justify="space-between" gap="sm">
          <Button variant="subtle" onClick={onBack}>
            {t('mfa.back')}
          </Button>
          <Button type="submit" loading={verify.isPending} data-testid="mfa-setup-verify">
            {t('mfa.enable')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

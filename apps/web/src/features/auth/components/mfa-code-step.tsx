import {
  MFA_BACKUP_CODE_PATTERN,
  MFA_CHALLENGE_TTL_MS,
  MFA_MAX_ATTEMPTS,
  type MfaChallenge,
  isCompleteMfaCode,
} from '@booth/shared';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { MfaCodeInput } from '@/components/mfa-code-input';
import { useLoginWithCode } from '@/features/auth/api/login';
import { useRequestEmailMfaCode } from '@/features/auth/api/request-email-mfa-code';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { isApiError } from '@/lib/api-error';

export interface PendingChallenge {
  challenge: MfaChallenge;
  /** When the password step answered: the challenge ends MFA_CHALLENGE_TTL_MS later. */
  startedAt: number;
}

type Mode = 'code' | 'backup';

const isWrongCode = (error: unknown) => isApiError(error) && error.code === 'INVALID_MFA_CODE';

/** "Send a new code" for e-mailed codes; an ended challenge sends the visitor back like a wrong code would. */
function ResendEmailCode({ mfaToken, onEnded }: { mfaToken: string; onEnded: () => void }) {
  const { t } = useTranslation('auth');
  const resend = useRequestEmailMfaCode();
  const send = () => resend.mutate(mfaToken, { onError: (error) => isWrongCode(error) && onEnded() });
  return (
    <Stack gap={6}>
      <Group>
        <Button variant="subtle" size="compact-sm" leftSection={<IconMailForward size={16} />} onClick={send} loading={resend.isPending} data-testid="mfa-login-resend">
          {t('mfa.resend')}
        </Button>
      </Group>
      {resend.isSuccess && (
        <Text size="sm" c="teal.8" data-testid="mfa-login-resent">
          {t('mfa.resent')}
        </Text>
      )}
      {resend.isError && !isWrongCode(resend.error) && <ApiErrorAlert error={resend.error} />}
    </Stack>
  );
}

/**
 * The sign-in's second step (platform §2 MFA screens): the 6-digit code of the app or the e-mail, or
 * one of the backup codes. The challenge ends after MFA_MAX_ATTEMPTS wrong codes or
 * MFA_CHALLENGE_TTL_MS; then `onExpired` sends the visitor back to the password step.
 */
export function MfaCodeStep({ pending, onExpired, onCancel }: { pending: PendingChallenge; onExpired: () => void; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const { challenge, startedAt } = pending;
  const login = useLoginWithCode();
  const [mode, setMode] = useState<Mode>('code');
  const [code, setCode] = useState('');
  const [backupCode, setBackupCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const failures = useRef(0);
  const backupAllowed = challenge.methods.includes('backup');

  // The challenge ends on the server after its time; do not leave the visitor typing into a dead one.
  useEffect(() => {
    const timer = window.setTimeout(onExpired, Math.max(0, startedAt + MFA_CHALLENGE_TTL_MS - Date.now()));
    return () => window.clearTimeout(timer);
  }, [startedAt, onExpired]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setProblem(null);
    login.reset();
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const value = mode === 'code' ? code : backupCode.trim();
    if (mode === 'code' && !isCompleteMfaCode(value)) return setProblem(t('mfa.incomplete'));
    if (mode === 'backup' && !MFA_BACKUP_CODE_PATTERN.test(value)) return setProblem(t('mfa.backupFormat'));
    setProblem(null);
    login.mutate(
      { mfaToken: challenge.mfaToken, code: value },
      {
        onError: (error) => {
          if (!isWrongCode(error)) return;
          failures.current += 1;
          if (failures.current >= MFA_MAX_ATTEMPTS || Date.now() - startedAt >= MFA_CHALLENGE_TTL_MS) return onExpired();
          setProblem(tc('apiErrors.INVALID_MFA_CODE'));
          if (mode === 'code') setCode('');
        },
      },
    );
  };

  const subtitle = mode === 'backup' ? t('mfa.backupSubtitle') : challenge.type === 'email' ? t('mfa.emailSubtitle') : t('mfa.totpSubtitle');

  return (
    <>
      <AuthHeader title={t('mfa.title')} subtitle={subtitle} />
      <form onSubmit={submit} noValidate data-testid="mfa-login" data-mode={mode}>
        <Stack gap="md">
          {mode === 'code' ? (
            <MfaCodeInput
              label={challenge.type === 'email' ? t('mfa.emailCodeLabel') : t('mfa.totpCodeLabel')}
              value={code}
              onChange={(next) => {
                setCode(next);
                setProblem(null);
              }}
              onSubmit={() => submit()}
              error={problem ?? undefined}
              autoFocus
              testId="mfa-login-code"
            />
          ) : (
            <TextInput
              label={t('mfa.backupLabel')}
              description={t('mfa.backupHint')}
              placeholder="xxxxx-xxxxx"
              value={backupCode}
              onChange={(event) => {
                setBackupCode(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem ?? undefined}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              size="lg"
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.1em', textAlign: 'center' } }}
              data-testid="mfa-login-backup"
            />
          )}
          {challenge.type === 'email' && mode === 'code' && <ResendEmailCode mfaToken={challenge.mfaToken} onEnded={onExpired} />}
          {login.isError && !isWrongCode(login.error) && <ApiErrorAlert error={login.error} testId="mfa-login-error" />}
          <Button type="submit" size="md" fullWidth loading={login.isPending} data-testid="mfa-login-submit">
            {t('mfa.submit')}
          </Button>
          <Stack gap={6} align="center">
            {backupAllowed && (
              <Anchor component="button" type="button" size="sm" onClick={() => switchMode(mode === 'code' ? 'backup' : 'code')} data-testid="mfa-login-switch">
                {mode === 'code' ? t('mfa.useBackup') : challenge.type === 'email' ? t('mfa.useEmailCode') : t('mfa.useAppCode')}
              </Anchor>
            )}
            <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel} data-testid="mfa-login-cancel">
              {t('mfa.cancel')}
            </Anchor>
          </Stack>
        </Stack>
      </form>
    </>
  );
}

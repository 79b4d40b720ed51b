import '@/features/auth/auth-i18n';
import { Button, Center, Divider, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useActivate } from '@/features/auth/api/activate';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { ResendActivationForm } from '@/features/auth/components/resend-activation-form';
import { isApiError } from '@/lib/api-error';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('activate.title'));
  const lp = useLocalePath();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const activate = useActivate();
  const { mutate } = activate;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // Tokens are single-use: never send the same one twice (StrictMode runs effects twice).
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  const state = !token ? 'failure' : activate.isSuccess ? 'success' : activate.isError ? 'failure' : 'pending';
  // Only an invalid token is the link's fault; other failures (network, rate limit) are explained as such.
  const otherFailure = activate.isError && !(isApiError(activate.error) && activate.error.code === 'INVALID_TOKEN');

  return (
    <>
      <Center mb="md">
        {state === 'pending' && <Loader />}
        {state === 'success' && (
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <IconCircleCheck size={36} stroke={1.6} />
          </ThemeIcon>
        )}
        {state === 'failure' && (
          <ThemeIcon size={64} radius="xl" color="orange" variant="light">
            <IconLinkOff size={34} stroke={1.6} />
          </ThemeIcon>
        )}
      </Center>
      <AuthHeader title={t('activate.title')} />
      <Stack gap="md">
        <Text ta="center" fw={600} role="status" data-testid="activation-status" data-state={state}>
          {state === 'pending' && t('activate.pending')}
          {state === 'success' && t('activate.success')}
          {state === 'failure' && (token ? t('activate.failure') : t('activate.missingToken'))}
        </Text>
        {state === 'success' && (
          <Button component={Link} to={lp('/login')} size="md" fullWidth data-testid="activation-login">
            {t('activate.login')}
          </Button>
        )}
        {state === 'failure' && (
          <>
            {otherFailure && <ApiErrorAlert error={activate.error} />}
            <Divider my="xs" />
            <Text size="sm" c="dimmed" ta="center">
              {t('activate.failureHint')}
            </Text>
            <ResendActivationForm submitLabel={t('checkmail.submit')} />
          </>
        )}
      </Stack>
    </>
  );
}

import '@/features/auth/auth-i18n';
import { Anchor, Center, Divider, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { ResendActivationForm } from '@/features/auth/components/resend-activation-form';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** Registration hands the address over in the history state, so it never shows up in the URL. */
export interface CheckmailState {
  email?: string;
}

export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('checkmail.title'));
  const lp = useLocalePath();
  const email = (useLocation().state as CheckmailState | null)?.email;

  return (
    <>
      <Center mb="md">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconMailOpened size={34} stroke={1.6} />
        </ThemeIcon>
      </Center>
      <AuthHeader title={t('checkmail.title')} />
      <Stack gap="md">
        <Text ta="center" data-testid="checkmail-notice">
          {email ? t('checkmail.noticeWithEmail', { email }) : t('checkmail.notice')}
        </Text>
        <Text ta="center" size="sm" c="dimmed">
          {t('checkmail.hint')}
        </Text>
        <Divider label={t('checkmail.resendTitle')} labelPosition="center" my="xs" />
        <ResendActivationForm defaultEmail={email} submitLabel={t('checkmail.submit')} />
        <Text ta="center" size="sm">
          <Anchor component={Link} to={lp('/login')} fw={600}>
            {t('checkmail.backToLogin')}
          </Anchor>
        </Text>
      </Stack>
    </>
  );
}

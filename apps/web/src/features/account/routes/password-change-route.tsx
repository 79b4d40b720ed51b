import '@/features/account/account-i18n';
// The password fields and the strength meter are the sign-in forms' own, with their texts.
import '@/features/auth/auth-i18n';
import { ROUTE_DEFAULTS, isSafeRedirectTarget } from '@booth/shared';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PasswordChangeForm } from '@/features/account/components/password-change-form';
import { useLogout } from '@/features/auth/api/logout';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /password/change: where the route guard sends a signed-in user whose password the password rule
 * now refuses (set before it), before any other page; back to where they were going once changed.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  usePageTitle(t('passwordChange.title'));
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const logout = useLogout();
  const target = params.get('redirect');

  const onChanged = () => {
    notifications.show({ color: 'teal', message: t('passwordChange.changed') });
    void navigate(target && isSafeRedirectTarget(target) ? target : lp(ROUTE_DEFAULTS.home), { replace: true });
  };

  return (
    <Stack gap="md" data-testid="password-change">
      <AuthHeader title={t('passwordChange.title')} subtitle={t('passwordChange.subtitle')} />
      <Alert color="orange" variant="light" icon={<IconShieldLock size={20} />} title={t('passwordChange.whyTitle')} data-testid="password-change-why">
        <Text size="sm">{t('passwordChange.why')}</Text>
      </Alert>
      <PasswordChangeForm submitLabel={t('passwordChange.save')} onChanged={onChanged} />
      <Group justify="center">
        <Anchor component="button" type="button" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending} data-testid="password-change-sign-out">
          {tc('menu.signOut')}
        </Anchor>
      </Group>
    </Stack>
  );
}

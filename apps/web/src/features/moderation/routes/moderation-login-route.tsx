import '@/features/auth/auth-i18n';
import '@/features/moderation/moderation-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@booth/shared';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { moderationPath } from '@/app/guards/resolve-access';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { EmailField } from '@/features/auth/components/email-field';
import { CurrentPasswordField } from '@/features/auth/components/password-fields';
import { useModeratorLogin } from '@/features/moderation/api/moderator-auth';
import { isApiError } from '@/lib/api-error';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const loginFormSchema = z.object({ email: emailSchema, password: z.string().min(1).max(200) });

/** The organiser's sign-in from here: `force` clears the moderation cookie, and then back to this campaign's moderation. */
function organiserLoginPath(slug: string, locale: ReturnType<typeof useLocale>, lp: (path: string) => string): string {
  const query = new URLSearchParams({ force: '1', redirect: moderationPath(slug, locale) });
  return `${lp('/login')}?${query.toString()}`;
}

/** /events/{slug}/moderation/login (campaigns §2): a moderator signs in for this one campaign. */
export function Component() {
  const { t } = useTranslation('moderation');
  const { t: ta } = useTranslation('auth');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  usePageTitle(t('login.title'));
  const fieldError = useFieldErrorMessage();
  const login = useModeratorLogin();
  const form = useForm({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ email, password }) =>
    login.mutate({ email, password, eventSlug: slug }, { onSuccess: () => void navigate(moderationPath(slug, locale), { replace: true }) }),
  );
  const notActivated = isApiError(login.error) && login.error.code === 'ACCOUNT_NOT_ACTIVATED';

  return (
    <>
      <AuthHeader title={t('login.title')} subtitle={t('login.subtitle')} />
      <Group justify="center" mt={-8} mb="md">
        <Badge variant="light" color="gray" size="lg" tt="none" data-testid="moderation-login-campaign">
          {t('login.campaign', { campaign: slug })}
        </Badge>
      </Group>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <EmailField testId="moderation-login-email" error={fieldError(errors.email, 'email')} {...form.register('email')} />
          <CurrentPasswordField testId="moderation-login-password" error={fieldError(errors.password, 'text')} {...form.register('password')} />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={moderationPath(slug, locale, 'forget')} size="sm" data-testid="moderation-login-forgot">
              {ta('login.forgot')}
            </Anchor>
          </Group>
          {notActivated ? (
            <Alert color="orange" variant="light" icon={<IconMailExclamation size={20} />} title={t('login.notActivatedTitle')} data-testid="moderation-login-not-activated">
              {t('login.notActivatedText')}
            </Alert>
          ) : (
            login.isError && <ApiErrorAlert error={login.error} testId="moderation-login-error" />
          )}
          <Button type="submit" size="md" fullWidth loading={login.isPending} data-testid="moderation-login-submit">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      <Text ta="center" size="sm" mt="lg" c="dimmed">
        {t('login.organiser')}{' '}
        <Anchor component={Link} to={organiserLoginPath(slug, locale, lp)} fw={600} data-testid="moderation-login-organiser">
          {t('login.organiserLink')}
        </Anchor>
      </Text>
    </>
  );
}

import '@/features/auth/auth-i18n';
import '@/features/moderation/moderation-i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { moderationPath } from '@/app/guards/resolve-access';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { AuthFooterLink } from '@/features/auth/components/auth-footer-link';
import { AuthHeader } from '@/features/auth/components/auth-header';
import { NewPasswordFields, newPasswordSchema } from '@/features/auth/components/password-fields';
import { useModeratorReset } from '@/features/moderation/api/moderator-auth';
import { isApiError } from '@/lib/api-error';
import { useFieldErrorMessage } from '@/lib/form-errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

function InvalidLink({ title, slug }: { title: string; slug: string }) {
  const { t } = useTranslation('moderation');
  const locale = useLocale();
  return (
    <Alert color="orange" variant="light" icon={<IconLinkOff size={20} />} title={title} data-testid="moderation-password-invalid">
      <Stack gap={6}>
        <Text size="sm">{t('password.askOrganiser')}</Text>
        <Anchor component={Link} to={moderationPath(slug, locale, 'forget')} size="sm" fw={600}>
          {t('password.requestNew')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * /events/{slug}/moderation/password?token=… : the link of the invitation (or of "forgot password");
 * the moderator chooses a password and is signed in at once.
 */
export function Component() {
  const { t } = useTranslation('moderation');
  const { slug = '' } = useParams();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  usePageTitle(t('password.title'));
  const fieldError = useFieldErrorMessage();
  const reset = useModeratorReset();
  const form = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirm: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ password }) =>
    reset.mutate({ password, token, eventSlug: slug }, { onSuccess: () => void navigate(moderationPath(slug, locale), { replace: true }) }),
  );
  const invalidToken = isApiError(reset.error) && reset.error.code === 'INVALID_TOKEN';

  return (
    <>
      <AuthHeader title={t('password.title')} subtitle={t('password.subtitle', { campaign: slug })} />
      {!token ? (
        <InvalidLink title={t('password.missingToken')} slug={slug} />
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <NewPasswordFields
              testId="moderation-password"
              password={form.register('password')}
              confirm={form.register('confirm')}
              passwordError={fieldError(errors.password, 'password')}
              confirmError={fieldError(errors.confirm, 'text')}
            />
            {invalidToken ? (
              <InvalidLink title={t('password.invalid')} slug={slug} />
            ) : (
              reset.isError && <ApiErrorAlert error={reset.error} testId="moderation-password-error" />
            )}
            <Button type="submit" size="md" fullWidth loading={reset.isPending} data-testid="moderation-password-submit">
              {t('password.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <AuthFooterLink to={moderationPath(slug, locale, 'login')} label={t('forget.backToLogin')} />
    </>
  );
}

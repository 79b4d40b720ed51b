import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { OwnerOnly } from '@/features/account/components/owner-only';
import { PasswordChangeForm } from '@/features/account/components/password-change-form';
import { SettingsSection } from '@/features/account/components/settings-section';

/** The password card of the settings: changing it needs the current one. */
export function PasswordSection() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection id="settings-password" title={t('password.title')} description={t('password.description')} icon={IconKey}>
      <OwnerOnly>
        <PasswordChangeForm submitLabel={t('password.save')} onChanged={() => notifications.show({ color: 'teal', message: t('password.changed') })} />
      </OwnerOnly>
    </SettingsSection>
  );
}

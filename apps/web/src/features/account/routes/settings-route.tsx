import '@/features/account/account-i18n';
// The password fields are the sign-in forms' own, with their texts.
import '@/features/auth/auth-i18n';
import { Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ProfileTab } from '@/features/account/components/profile-tab';
import { type SettingsTabId, resolveSettingsTab } from '@/features/account/settings-tabs';
import { usePageTitle } from '@/lib/use-page-title';

/** The screen of each built tab. The billing and integrations issues add theirs (and a tab bar, once there are two). */
const PANELS: Partial<Record<SettingsTabId, ComponentType>> = { profile: ProfileTab };

/** /settings?tab=profile|billing|integrations (platform §2). */
export function Component() {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const [params] = useSearchParams();
  const tab = resolveSettingsTab(params.get('tab'));
  const Panel = PANELS[tab] ?? ProfileTab;

  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <div data-testid={`settings-panel-${tab}`}>
        <Panel />
      </div>
    </Stack>
  );
}

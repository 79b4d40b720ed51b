import '@/features/account/account-i18n';
// The password fields are the sign-in forms' own, with their texts.
import '@/features/auth/auth-i18n';
import { Stack, Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ProfileTab } from '@/features/account/components/profile-tab';
import { type SettingsTabId, availableSettingsTabs, resolveSettingsTab } from '@/features/account/settings-tabs';
import { BillingTab } from '@/features/billing/components/billing-tab';
import { usePageTitle } from '@/lib/use-page-title';

/** The screen of each built tab. The integrations issue adds its own. */
const PANELS: Partial<Record<SettingsTabId, ComponentType>> = { profile: ProfileTab, billing: BillingTab };

/** /settings?tab=profile|billing|integrations (platform §2). */
export function Component() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = resolveSettingsTab(params.get('tab'));
  const Panel = PANELS[tab] ?? ProfileTab;

  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {/* The address holds the tab (?tab=), so a link from the account menu opens it and Back returns. */}
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next })} data-testid="settings-tabs">
        <Tabs.List>
          {availableSettingsTabs.map((id) => (
            <Tabs.Tab key={id} value={id} data-testid={`settings-tab-${id}`}>
              {tc(`menu.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <div data-testid={`settings-panel-${tab}`}>
        <Panel />
      </div>
    </Stack>
  );
}

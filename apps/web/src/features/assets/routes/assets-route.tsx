import '@/features/assets/assets-i18n';
import { Stack, Tabs } from '@mantine/core';
import { IconPhoto, IconTypography } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FontsPanel } from '@/features/assets/components/fonts-panel';
import { MediaLibrary } from '@/features/assets/components/media-library';
import { usePageTitle } from '@/lib/use-page-title';
import { PageHeading } from '@/components/page-heading';

/** /assets (platform §2): the asset library with its media and fonts. */
export function Component() {
  const { t } = useTranslation('assets');
  usePageTitle(t('title'));

  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <Tabs defaultValue="media" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="media" leftSection={<IconPhoto size={16} />} data-testid="assets-tab-media">
            {t('tabs.media')}
          </Tabs.Tab>
          <Tabs.Tab value="fonts" leftSection={<IconTypography size={16} />} data-testid="assets-tab-fonts">
            {t('tabs.fonts')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="media">
          <MediaLibrary />
        </Tabs.Panel>
        <Tabs.Panel value="fonts">
          <FontsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

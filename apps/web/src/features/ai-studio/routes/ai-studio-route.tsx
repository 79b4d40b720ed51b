import '@/features/ai-studio/ai-studio-i18n';
import { Stack, Tabs } from '@mantine/core';
import { IconFlask, IconHistory, IconLibraryPhoto, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { CreatePanel } from '@/features/ai-studio/components/create-panel';
import { CreditsBar } from '@/features/ai-studio/components/credits-bar';
import { HistoryPanel } from '@/features/ai-studio/components/history-panel';
import { LibraryPanel } from '@/features/ai-studio/components/library-panel';
import { TestPanel } from '@/features/ai-studio/components/test-panel';
import { type MainTab, type StudioPlace, readStudioPlace, studioSearch } from '@/features/ai-studio/studio-tabs';
import { usePageTitle } from '@/lib/use-page-title';

const ICONS = { create: IconSparkles, test: IconFlask, history: IconHistory, library: IconLibraryPhoto } as const;

/** /aistudio (platform §2): create, test, look back on and pick AI filters; the account's credits on top. */
export function Component() {
  const { t } = useTranslation('ai-studio');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const place = readStudioPlace(params);
  const go = (next: Partial<StudioPlace>) => setParams(new URLSearchParams(studioSearch({ ...place, ...next })));

  return (
    <Stack gap="lg">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <CreditsBar />
      <Tabs value={place.tab} onChange={(tab) => tab && go({ tab: tab as MainTab, filter: null })} keepMounted={false} data-testid="studio-tabs">
        <Tabs.List mb="lg">
          {(['create', 'test', 'history', 'library'] as const).map((tab) => {
            const Icon = ICONS[tab];
            return (
              <Tabs.Tab key={tab} value={tab} leftSection={<Icon size={16} />} data-testid={`studio-tab-${tab}`}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="create">
          <CreatePanel tab={place.create} onTab={(create) => go({ create })} />
        </Tabs.Panel>
        <Tabs.Panel value="test">
          <TestPanel source={place.source} filter={place.filter} onSource={(source) => go({ source, filter: null })} onFilter={(filter) => go({ filter })} />
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <HistoryPanel />
        </Tabs.Panel>
        <Tabs.Panel value="library">
          <LibraryPanel onTest={(slug) => go({ tab: 'test', source: 'library', filter: slug })} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

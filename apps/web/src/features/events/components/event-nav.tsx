import '@/features/events/events-i18n';
import { Tabs } from '@mantine/core';
import { IconAddressBook, IconChartBar, IconEdit, IconLayoutDashboard, IconPhoto, IconPrinter, IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '@/lib/locale';

/** The sections of one campaign (campaigns §2 organiser routes), in the order an organiser uses them. */
export const eventSections = [
  { key: 'overview', suffix: '', icon: IconLayoutDashboard },
  { key: 'editor', suffix: '/edit', icon: IconEdit },
  { key: 'pictures', suffix: '/table', icon: IconPhoto },
  { key: 'contacts', suffix: '/contacts', icon: IconAddressBook },
  { key: 'analytics', suffix: '/analytics', icon: IconChartBar },
  { key: 'prints', suffix: '/prints', icon: IconPrinter },
  { key: 'moderation', suffix: '/moderation', icon: IconShieldCheck },
] as const;
export type EventSection = (typeof eventSections)[number]['key'];

/**
 * The tab bar every campaign page shows above its content. Each tab is a real link (middle-click opens
 * a new tab), so the pages stay addressable and the back button works.
 */
export function EventNav({ slug, active }: { slug: string; active: EventSection }) {
  const { t } = useTranslation('events');
  const to = useLocalePath();
  const navigate = useNavigate();
  const href = (suffix: string) => to(`/events/${slug}${suffix}`);
  const list = useRef<HTMLDivElement>(null);
  // On a phone the bar scrolls sideways: bring the current section into view rather than leave it cut off.
  useEffect(() => {
    const tab = list.current?.querySelector<HTMLElement>('[data-active="true"]');
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [active]);
  return (
    <Tabs value={active} onChange={(value) => {
      const section = eventSections.find((item) => item.key === value);
      if (section) void navigate(href(section.suffix));
    }} aria-label={t('nav.label')} data-testid="event-nav">
      <Tabs.List ref={list} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {eventSections.map(({ key, suffix, icon: Icon }) => (
          <Tabs.Tab
            key={key}
            value={key}
            leftSection={<Icon size={16} />}
            renderRoot={(props) => <a {...props} href={href(suffix)} onClick={(event) => {
              // A plain click navigates inside the app (Tabs.onChange); modified clicks keep the browser's behaviour.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              props.onClick?.(event);
            }} />}
            data-testid={`event-nav-${key}`}
          >
            {t(`nav.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

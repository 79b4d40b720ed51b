import '@/features/contacts/contacts-i18n';
import { Alert, Badge, Group, Loader, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { BackLink } from '@/components/back-link';
import { LoadMore } from '@/components/load-more';
import { useContacts } from '@/features/contacts/api/get-contacts';
import { ContactCard } from '@/features/contacts/components/contact-card';
import { ContactsEmpty } from '@/features/contacts/components/contacts-empty';
import { useEvent } from '@/features/events/api/get-event';
import { EventNav } from '@/features/events/components/event-nav';
import { useLocale, useLocalePath } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * /events/{slug}/contacts (campaigns §2): every guest's data capture, consent, survey, newsletter choice
 * and comment with the picture it belongs to, newest first, searchable, loading more while scrolling.
 */
export function Component() {
  const { t } = useTranslation('contacts');
  const { slug = '' } = useParams();
  const to = useLocalePath();
  const locale = useLocale();
  const event = useEvent(slug);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useContacts(slug, term);
  usePageTitle(event.data ? t('pageTitle', { name: event.data.name }) : t('title'));

  if (event.isPending) return <Skeleton height={320} radius="lg" />;
  if (!event.data) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="contacts-not-found">
        {t('notFound')}
      </Alert>
    );
  }

  const contacts = query.data?.pages.flatMap((page) => page.contacts) ?? [];
  const total = query.data?.pages[0]?.total;
  return (
    <Stack gap="lg">
      <BackLink to={to(`/events/${slug}`)}>{event.data.name}</BackLink>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t('title')}
      </Title>
      <EventNav slug={slug} active="contacts" />
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          value={search}
          onChange={(change) => setSearch(change.currentTarget.value)}
          leftSection={<IconSearch size={16} />}
          rightSection={query.isFetching && !query.isFetchingNextPage ? <Loader size={14} /> : null}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          maxLength={200}
          style={{ flex: '1 1 16rem', maxWidth: 420 }}
          data-testid="contacts-search"
        />
        {total !== undefined ? (
          <Badge size="lg" variant="light" data-testid="contacts-total">
            {t('total', { count: total })}
          </Badge>
        ) : null}
      </Group>
      {query.isError ? <ApiErrorAlert error={query.error} testId="contacts-error" /> : null}
      {query.isPending ? (
        <Stack gap="sm">
          <Skeleton height={110} radius="lg" />
          <Skeleton height={110} radius="lg" />
        </Stack>
      ) : null}
      {query.isSuccess && contacts.length === 0 ? (
        term ? (
          <Text c="dimmed" data-testid="contacts-no-match">
            {t('search.none', { term })}
          </Text>
        ) : (
          <ContactsEmpty slug={slug} />
        )
      ) : null}
      <Stack gap="sm">
        {contacts.map((contact) => (
          <ContactCard key={contact.shoot.id} contact={contact} locale={locale} />
        ))}
      </Stack>
      <LoadMore query={query} label={t('loadMore')} testId="contacts-load-more" />
    </Stack>
  );
}

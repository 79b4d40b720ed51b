import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconAddressBook, IconEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/locale';

/** No contacts yet: where they come from, and the way to the editor where those dialogs are switched on. */
export function ContactsEmpty({ slug }: { slug: string }) {
  const { t } = useTranslation('contacts');
  const to = useLocalePath();
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="contacts-empty">
      <Stack gap="sm" align="flex-start">
        <IconAddressBook size={36} color="var(--mantine-color-gray-5)" />
        <Title order={3}>{t('empty.title')}</Title>
        <Text c="dimmed">{t('empty.text')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{t('empty.dataCapture')}</List.Item>
          <List.Item>{t('empty.consent')}</List.Item>
          <List.Item>{t('empty.survey')}</List.Item>
          <List.Item>{t('empty.comment')}</List.Item>
        </List>
        <Button component={Link} to={to(`/events/${slug}/edit`)} leftSection={<IconEdit size={16} />} data-testid="contacts-open-editor">
          {t('empty.editor')}
        </Button>
      </Stack>
    </Card>
  );
}

import { type GuestTextKey, guestTextKeys } from '@booth/shared';
import { ActionIcon, Badge, Group, Input, Paper, ScrollArea, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconArrowBackUp, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultGuestText, guestLocale } from '@/features/events/editor/guest-text-hints';

const LONG_TEXT = 80;

/**
 * The campaign's own words for guest texts (`virtualSettings.translations`): every text of the guest
 * catalogue with what guests see by default as placeholder and a field to override it; overridden
 * ones first, a search over key, default and override. An emptied field removes the override.
 */
export function TranslationsEditor({
  label,
  description,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  description?: string;
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  error?: string;
  testId: string;
}) {
  const { t, i18n } = useTranslation('events');
  const locale = guestLocale(i18n.language);
  const [search, setSearch] = useState('');
  // The order is fixed when the editor opens, so a row does not jump away while it is typed in.
  const [firstOverridden] = useState(() => new Set(Object.keys(value)));
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const known = new Set<string>(guestTextKeys);
    // Overrides of keys the catalogue no longer has stay editable (and removable).
    const keys = [...guestTextKeys, ...Object.keys(value).filter((key) => !known.has(key))];
    return keys
      .map((key) => ({ key, fallback: known.has(key) ? defaultGuestText(key as GuestTextKey, locale) : '' }))
      .filter(({ key, fallback }) => !needle || [key, fallback, value[key] ?? ''].some((text) => text.toLowerCase().includes(needle)))
      .sort((a, b) => Number(firstOverridden.has(b.key)) - Number(firstOverridden.has(a.key)));
  }, [search, value, locale, firstOverridden]);
  const set = (key: string, text: string) => {
    const next = { ...value };
    if (text === '') delete next[key];
    else next[key] = text;
    onChange(next);
  };
  const changed = Object.keys(value).length;
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap="xs" mt={6} data-testid={testId}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <TextInput
            placeholder={t('editor.texts.search')}
            aria-label={t('editor.texts.search')}
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: 1, minWidth: 200 }}
            data-testid={`${testId}-search`}
          />
          <Text size="xs" c="dimmed" data-testid={`${testId}-count`}>
            {t('editor.texts.changed', { count: changed, total: guestTextKeys.length })}
          </Text>
        </Group>
        <ScrollArea.Autosize mah={520} type="auto">
          <Stack gap={6}>
            {rows.map(({ key, fallback }) => {
              const own = value[key] ?? '';
              const long = fallback.length > LONG_TEXT || own.length > LONG_TEXT;
              return (
                <Paper key={key} withBorder radius="md" p="xs" data-testid={`${testId}-row`} data-key={key}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
                    <Text size="xs" c="dimmed" ff="monospace" truncate>
                      {key}
                    </Text>
                    {own && (
                      <Group gap={4} wrap="nowrap">
                        <Badge size="xs" variant="light" color="teal">
                          {t('editor.texts.own')}
                        </Badge>
                        <ActionIcon size="sm" variant="subtle" aria-label={t('editor.texts.reset', { key })} onClick={() => set(key, '')} data-testid={`${testId}-reset`}>
                          <IconArrowBackUp size={14} />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                  {long ? (
                    <Textarea aria-label={fallback || key} placeholder={fallback} value={own} rows={3} resize="vertical" onChange={(event) => set(key, event.currentTarget.value)} data-testid={`${testId}-input`} />
                  ) : (
                    <TextInput aria-label={fallback || key} placeholder={fallback} value={own} onChange={(event) => set(key, event.currentTarget.value)} data-testid={`${testId}-input`} />
                  )}
                </Paper>
              );
            })}
            {rows.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('editor.texts.none')}
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    </Input.Wrapper>
  );
}

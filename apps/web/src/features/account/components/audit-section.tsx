import type { AuditEntry } from '@booth/shared';
import { Badge, Button, Center, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useAuditLog } from '@/features/account/api/audit';
import { type AuditFact, auditDetailOf, isKnownAuditAction, isKnownDetailKey } from '@/features/account/audit-actions';
import { SettingsSection } from '@/features/account/components/settings-section';
import { intlLocale } from '@/lib/format-bytes';
import { useLocale } from '@/lib/locale';

/** Who: the account itself, an admin, or an admin in support mode — the last two by e-mail, visibly. */
function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('account');
  if (entry.kind === 'account') return <Text size="xs" c="dimmed">{t('audit.byYou')}</Text>;
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="dot" color={entry.kind === 'support' ? 'orange' : 'violet'} data-testid="audit-kind">
        {entry.kind === 'support' ? t('audit.support') : t('audit.admin')}
      </Badge>
      <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="audit-actor">
        {entry.actorEmail}
      </Text>
    </Group>
  );
}

/** "Plan: Gold · Valid until: 31 Dec 2026": the recorded facts with labels and values in the interface language. */
function useFactText() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  return ({ key, value }: AuditFact): string => {
    const label = isKnownDetailKey(key) ? t(`audit.detail.${key}`) : key;
    let text: string;
    if (typeof value === 'boolean') text = value ? t('audit.yes') : t('audit.no');
    else if (Array.isArray(value)) text = value.join(', ');
    else if (typeof value === 'number') text = new Intl.NumberFormat(intlLocale(locale)).format(value);
    else if (key === 'type' && (value === 'totp' || value === 'email')) text = t(`mfa.methods.${value}`);
    else if (key === 'validUntil' && !Number.isNaN(Date.parse(value))) text = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' }).format(new Date(value));
    else text = value;
    return `${label}: ${text}`;
  };
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const factText = useFactText();
  const when = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.at));
  const { request, facts } = auditDetailOf(entry.action, entry.detail);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="audit-entry"
      data-kind={entry.kind}
      style={entry.kind === 'support' ? { borderLeft: '4px solid var(--mantine-color-orange-5)' } : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="baseline">
          <Text size="sm" fw={600} data-testid="audit-action">
            {isKnownAuditAction(entry.action) ? t(`audit.actions.${entry.action}`) : entry.action}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={entry.at}>
            {when}
          </Text>
        </Group>
        <Actor entry={entry} />
        {request && (
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="audit-request">
            {request}
          </Text>
        )}
        {facts.length > 0 && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="audit-detail">
            {facts.map(factText).join(' · ')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The account's activity (GET /customers/audit): every admin change and everything done in support
 * mode, with who and when — the customer's own view of what the platform's staff did.
 */
export function AuditSection() {
  const { t } = useTranslation('account');
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <SettingsSection id="settings-audit" title={t('audit.title')} description={t('audit.description')} icon={IconHistory}>
      {log.isPending ? (
        <Skeleton height={64} radius="md" />
      ) : log.isError ? (
        <ApiErrorAlert error={log.error} />
      ) : entries.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="audit-empty">
          {t('audit.empty')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="audit-list">
          {entries.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
          {log.hasNextPage && (
            <Center mt="xs">
              <Button variant="default" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} data-testid="audit-more">
                {t('audit.more')}
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}

import '@/features/pictures/pictures-i18n';
import type { Shoot } from '@booth/shared';
import { Badge, Button, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconMail, IconPhone, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TestBadge } from '@/components/test-badge';

/** Public switch and client approval of one picture (PATCH /shoots/{id}). */
export function PictureState({ shoot, onPatch }: { shoot: Shoot; onPatch: (patch: { isPublic?: boolean; clientApproval?: boolean }) => void }) {
  const { t } = useTranslation('pictures');
  return (
    <Stack gap={4}>
      <Switch
        size="xs"
        checked={shoot.isPublic}
        onChange={(change) => onPatch({ isPublic: change.currentTarget.checked })}
        label={shoot.isPublic ? t('state.public') : t('state.hidden')}
        aria-label={t('state.makePublic')}
        data-testid={`pictures-public-${shoot.id}`}
      />
      <Switch
        size="xs"
        color="teal"
        checked={shoot.clientApproval}
        onChange={(change) => onPatch({ clientApproval: change.currentTarget.checked })}
        label={t('state.approve')}
        aria-label={shoot.clientApproval ? t('state.approved') : t('state.notApproved')}
        data-testid={`pictures-approval-${shoot.id}`}
      />
    </Stack>
  );
}

/** The guest's e-mail and phone, or a dash. */
export function PictureContact({ shoot }: { shoot: Shoot }) {
  const { t } = useTranslation('pictures');
  const { email, phoneNumber } = shoot.contact;
  if (!email && !phoneNumber) return <Text size="sm" c="dimmed">{t('noContact')}</Text>;
  return (
    <Stack gap={2} miw={0} data-testid="pictures-contact">
      {email ? (
        <Group gap={4} wrap="nowrap" miw={0}>
          <IconMail size={14} style={{ flex: 'none' }} />
          <Text size="sm" truncate title={email}>{email}</Text>
        </Group>
      ) : null}
      {phoneNumber ? (
        <Group gap={4} wrap="nowrap">
          <IconPhone size={14} style={{ flex: 'none' }} />
          <Text size="sm">{phoneNumber}</Text>
        </Group>
      ) : null}
    </Stack>
  );
}

// Filled, white 11 px text: each shade keeps 4.5:1 (the light variant was 3.8:1; Mantine's green.9 only 4.37, teal.9 5.0).
const statusColor = { ready: 'teal.9', processing: 'blue.9', failed: 'red.9' } as const;

/** Processing state; a failed picture offers to process it again. */
export function PictureStatus({ shoot, onRetry, retrying }: { shoot: Shoot; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('pictures');
  const badge = (
    <Badge variant="filled" color={statusColor[shoot.status]} data-testid="pictures-status">
      {t(`status.${shoot.status}`)}
    </Badge>
  );
  const test = shoot.isTest ? <TestBadge /> : null;
  if (shoot.status !== 'failed') {
    return test ? (
      <Group gap={4}>
        {badge}
        {test}
      </Group>
    ) : (
      badge
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      {shoot.failureReason ? <Tooltip label={shoot.failureReason}>{badge}</Tooltip> : badge}
      {test}
      <Button size="compact-xs" variant="light" color="red" leftSection={<IconRefresh size={12} />} loading={retrying} onClick={onRetry} data-testid={`pictures-retry-${shoot.id}`}>
        {t('status.retry')}
      </Button>
    </Stack>
  );
}

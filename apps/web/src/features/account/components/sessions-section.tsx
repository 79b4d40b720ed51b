import type { AccountSession } from '@booth/shared';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop, IconDeviceMobile, IconDevices } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/api-error-alert';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '@/features/account/api/sessions';
import { SettingsSection } from '@/features/account/components/settings-section';
import { describeUserAgent } from '@/features/account/user-agent';
import { useSupportToken } from '@/features/admin/support/support-session';
import { formatRelativeTime, useNow } from '@/features/devices/relative-time';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { useLocale } from '@/lib/locale';

/** "Firefox 128 on Windows", "Safari on iPhone", or "Unknown device" for scripts and apps. */
function useDeviceName() {
  const { t } = useTranslation('account');
  return (userAgent: string) => {
    const { browser, system } = describeUserAgent(userAgent);
    if (browser && system) return t('sessions.browserOn', { browser, system });
    return browser ?? system ?? t('sessions.unknownDevice');
  };
}

function SessionRow({ session, now, canSignOut }: { session: AccountSession; now: number; canSignOut: boolean }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const deviceName = useDeviceName();
  const errorReason = useApiErrorMessage();
  const revoke = useRevokeSession();
  const Icon = describeUserAgent(session.userAgent).mobile ? IconDeviceMobile : IconDeviceDesktop;
  const name = deviceName(session.userAgent);
  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('sessions.revoked', { device: name }) }),
      onError: (error) => notifications.show({ color: 'red', message: t('sessions.revokeFailed', { reason: errorReason(error) }) }),
    });
  return (
    <Paper withBorder radius="md" p="sm" data-testid="session" data-current={session.current}>
      <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <Icon size={24} stroke={1.5} aria-hidden style={{ flex: 'none', color: 'var(--mantine-color-gray-6)' }} />
          <Stack gap={2} miw={0}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600} data-testid="session-device">
                {name}
              </Text>
              {session.current && (
                <Badge variant="dot" color="teal" data-testid="session-current">
                  {t('sessions.thisDevice')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('sessions.since', { when: formatRelativeTime(session.createdAt, now, locale) })}
              {session.lastSeenAt && ` · ${t('sessions.lastSeen', { when: formatRelativeTime(session.lastSeenAt, now, locale) })}`}
            </Text>
          </Stack>
        </Group>
        {canSignOut && !session.current && (
          <Button size="xs" variant="subtle" color="red" onClick={signOut} loading={revoke.isPending} aria-label={t('sessions.revokeNamed', { device: name })} data-testid="session-revoke" style={{ flex: 'none' }}>
            {t('sessions.revoke')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Where the account is signed in (GET /customers/sessions), with sign-out of one or all others.
 * Support mode sees the list but signs nobody out: that is the owner's decision (the server refuses it).
 */
export function SessionsSection() {
  const { t } = useTranslation('account');
  const canSignOut = useSupportToken() === null;
  const errorReason = useApiErrorMessage();
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const now = Math.max(useNow(60_000), sessions.dataUpdatedAt);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) => notifications.show({ color: 'teal', message: t('sessions.othersRevoked', { count: revoked }) }),
      onError: (error) => notifications.show({ color: 'red', message: t('sessions.revokeFailed', { reason: errorReason(error) }) }),
    });

  return (
    <SettingsSection id="settings-sessions" title={t('sessions.title')} description={t('sessions.description')} icon={IconDevices}>
      {sessions.isPending ? (
        <Skeleton height={64} radius="md" />
      ) : sessions.isError ? (
        <ApiErrorAlert error={sessions.error} />
      ) : (
        <Stack gap="sm" data-testid="sessions-list">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} now={now} canSignOut={canSignOut} />
          ))}
          {!canSignOut && (
            <Text size="sm" c="dimmed" data-testid="sessions-owner-only">
              {t('ownerOnly')}
            </Text>
          )}
          {canSignOut && others > 0 && (
            <Group>
              <Button variant="default" color="red" onClick={signOutOthers} loading={revokeOthers.isPending} data-testid="sessions-revoke-others">
                {t('sessions.revokeOthers')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SettingsSection>
  );
}

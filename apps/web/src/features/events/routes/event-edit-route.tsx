import '@/features/events/events-i18n';
import { type Asset, type BoothType, type EventGetAnswer, type EventUpdateInput, INVALID_LOCK_PASSWORD_MESSAGE } from '@booth/shared';
import { Alert, Badge, Box, Button, Grid, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconDeviceFloppy, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useBlocker, useLocation, useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useUser } from '@/features/auth/api/get-user';
import { useEvent } from '@/features/events/api/get-event';
import { usePatchEvent } from '@/features/events/api/patch-event';
import { useUpdateEvent } from '@/features/events/api/update-event';
import { KioskExitPinButton } from '@/features/events/components/kiosk-exit-pin';
import { LockDialog, PasswordDialog } from '@/features/events/components/lock-dialogs';
import { EditorContext, type EditorContextValue } from '@/features/events/editor/editor-context';
import { type EditorSection, type EditorTab, tabsFor, updatableKeys } from '@/features/events/editor/editor-tabs';
import { Nodes } from '@/features/events/editor/field-tree';
import { getAt, setAt } from '@/features/events/editor/path';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { fieldIssueMessage } from '@/lib/form-errors';
import { Preview } from '@/features/events/editor/preview';
import { previewEvent } from '@/features/events/editor/preview-event';
import type { TreeNode } from '@/features/events/editor/schema-tree';
import { allNodes, sectionNodes } from '@/features/events/editor/tab-tree';
import { useEventAssets } from '@/features/events/editor/use-event-assets';
import { fieldHelp, fieldLabel } from '@/features/events/editor/field-label';
import { hiddenEditorPaths, themeOfProducts } from '@/features/events/editor/white-label';
import { PrintPaywallSectionNotice } from '@/features/printing/components/print-paywall-notice';
import { usePrintPaywallGate } from '@/features/printing/print-paywall';
import { isApiError } from '@/lib/api-error';
import { useLocalePath } from '@/lib/locale';
import { EventNav } from '@/features/events/components/event-nav';
import { usePageTitle } from '@/lib/use-page-title';

type Settings = Record<string, unknown>;

/** The editable part of the campaign: the top-level keys a PUT takes. */
export function editableSettings(event: EventGetAnswer): Settings {
  const source = event as unknown as Settings;
  return Object.fromEntries(updatableKeys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

/** What a save sends: every top-level key that changed, each as a whole object (campaigns §7). */
export function changedKeys(baseline: Settings, draft: Settings): Settings {
  return Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(baseline[key])),
  );
}

/** A section: its heading, then its settings; a lone settings object shows its contents directly. */
function SectionBody({ section, boothType }: { section: EditorSection; boothType: BoothType }) {
  const { t } = useTranslation('events');
  const nodes = useMemo(() => sectionNodes(section, boothType), [section, boothType]);
  const only = nodes.length === 1 ? nodes[0] : undefined;
  const shown: TreeNode[] = only?.kind === 'group' ? only.children : nodes;
  const title = section.title ? t(`editor.sections.${section.title}`) : only?.kind === 'group' ? fieldLabel(only.path) : undefined;
  const help = !section.title && only?.kind === 'group' ? fieldHelp(only.path) : undefined;
  return (
    <Stack gap="sm" data-testid={`section-${section.title ?? section.paths[0]}`}>
      {title && (
        <div>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {help && (
            <Text size="sm" c="dimmed">
              {help}
            </Text>
          )}
        </div>
      )}
      <Nodes nodes={shown} />
      {section.title === 'printing' && <PrintPaywallSectionNotice />}
    </Stack>
  );
}

function TabBody({ tab, boothType }: { tab: EditorTab; boothType: BoothType }) {
  return (
    <Stack gap="xl">
      {tab.sections.map((section) => (
        <SectionBody key={section.paths.join()} section={section} boothType={boothType} />
      ))}
    </Stack>
  );
}

function tabOfPath(tabs: EditorTab[], path: string): string | undefined {
  const matches = (prefix: string) => path === prefix || path.startsWith(`${prefix}.`);
  return tabs.find((tab) => tab.sections.some((section) => section.paths.some(matches) && !section.exclude?.some(matches)))?.id;
}

/** Texts longer than their maximum, by path, in the interface language (refused before a save, never cut). */
function tooLongTexts(tabs: EditorTab[], boothType: BoothType, draft: Settings, message: (max: number) => string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const node of tabs.flatMap((tab) => allNodes(tab, boothType))) {
    if (node.kind !== 'field' || node.maxLength === undefined) continue;
    const value = getAt(draft, node.path);
    if (typeof value === 'string' && value.length > node.maxLength) found[node.path] = message(node.maxLength);
  }
  return found;
}

/** The kiosk's start tab shows its attention screen; the virtual booth's its start page. */
function previewKindOf(tab: EditorTab | undefined, boothType: BoothType) {
  if (!tab) return 'start';
  return tab.id === 'start' && boothType === 'ipad' ? 'attention' : tab.preview;
}

/** /events/{slug}/edit (campaigns §2): every setting by guest screen, with a live preview. */
export function Component() {
  const { t } = useTranslation('events');
  const { t: tc } = useTranslation('common');
  const errorMessage = useApiErrorMessage();
  const { slug = '' } = useParams();
  const to = useLocalePath();
  const location = useLocation();
  const query = useEvent(slug);
  const user = useUser();
  const event = query.data;
  usePageTitle(event ? t('editor.title', { name: event.name }) : t('title'));

  const [baseline, setBaseline] = useState<Settings | null>(null);
  const [draft, setDraft] = useState<Settings | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [activeTab, setActiveTab] = useState<string>('start');
  const savedAssets = useEventAssets(slug);
  const [sessionAssets, setSessionAssets] = useState<ReadonlyMap<string, Asset>>(new Map());
  const rememberAsset = useCallback((asset: Asset) => setSessionAssets((known) => (known.get(asset.id) === asset ? known : new Map(known).set(asset.id, asset))), []);
  const [password, setPassword] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [askError, setAskError] = useState<string | null>(null);
  const [lockOpen, setLockOpen] = useState(false);
  const [unlockOpen, setUnlockOpen] = useState(false);
  const [unlockError, setUnlockError] = useState<string | null>(null);
  const update = useUpdateEvent();
  const patch = usePatchEvent();

  // The first answer becomes the saved state and the draft (state adjusted while rendering, no effect).
  if (event && baseline === null) {
    const settings = editableSettings(event);
    setBaseline(settings);
    setDraft(settings);
  }

  const dirty = baseline !== null && draft !== null && Object.keys(changedKeys(baseline, draft)).length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (beforeUnload: BeforeUnloadEvent) => beforeUnload.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const tabs = useMemo(() => (event ? tabsFor(event.boothType) : []), [event]);
  const assetPool = useMemo(() => new Map([...savedAssets.map((asset) => [asset.id, asset] as const), ...sessionAssets]), [savedAssets, sessionAssets]);
  const previewDto = useMemo(() => (event && draft ? previewEvent(event, draft, assetPool) : null), [event, draft, assetPool]);
  const planLevel = user.data?.plan.level ?? null;
  // Paid printing stays hidden until the payment account can charge (the printing section says why).
  const paywallHidden = usePrintPaywallGate().hiddenPaths;
  const hidden = useMemo(
    () => new Set([...hiddenEditorPaths(themeOfProducts(user.data?.plan.products)), ...paywallHidden]),
    [user.data, paywallHidden],
  );
  const context = useMemo<EditorContextValue | null>(
    () =>
      draft
        ? {
            settings: draft,
            setValue: (path, value) => setDraft((current) => (current ? setAt(current, path, value) : current)),
            errors,
            hidden,
            planLevel,
            currentPath: location.pathname,
            pricingPath: to('/pricing'),
            rememberAsset,
            knownAsset: (id) => (id ? assetPool.get(id) : undefined),
            updateValue: (path, change) => setDraft((current) => (current ? setAt(current, path, change(getAt(current, path))) : current)),
          }
        : null,
    [draft, errors, hidden, planLevel, location.pathname, to, rememberAsset, assetPool],
  );

  if (query.isPending || (event && !context)) return <Skeleton height={480} radius="lg" />;
  if (!event || !context || !draft || !baseline) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} data-testid="event-not-found">
        {t('view.notFound')}
      </Alert>
    );
  }

  const save = (lockPassword: string | null) => {
    const tooLong = tooLongTexts(tabs, event.boothType, draft, (max) => t('editor.tooLong', { max }));
    const firstTooLong = Object.keys(tooLong)[0];
    if (firstTooLong) {
      setAsking(false);
      setErrors(tooLong);
      const tab = tabOfPath(tabs, firstTooLong);
      if (tab) setActiveTab(tab);
      notifications.show({ color: 'red', message: t('editor.tooLongSave') });
      return;
    }
    const body = changedKeys(baseline, draft) as EventUpdateInput;
    update.mutate(
      { id: event.id, body, password: lockPassword },
      {
        onSuccess: () => {
          setBaseline(draft);
          setErrors({});
          setAsking(false);
          setAskError(null);
          notifications.show({ color: 'teal', message: t('editor.saved') });
        },
        onError: (error) => {
          if (event.locked && isApiError(error) && error.status === 403) {
            setPassword(null);
            setAsking(true);
            setAskError(INVALID_LOCK_PASSWORD_MESSAGE);
            notifications.show({ color: 'red', message: INVALID_LOCK_PASSWORD_MESSAGE });
            return;
          }
          setAsking(false);
          const fields = isApiError(error) ? error.fields : [];
          setErrors(Object.fromEntries(fields.map((issue) => [issue.path, fieldIssueMessage(tc, issue)])));
          const first = fields[0] && tabOfPath(tabs, fields[0].path);
          if (first) setActiveTab(first);
          notifications.show({ color: 'red', message: t('editor.saveFailed', { reason: errorMessage(error) }) });
        },
      },
    );
  };
  const onSave = () => {
    if (event.locked && !password) {
      setAskError(null);
      setAsking(true);
      return;
    }
    save(password);
  };

  return (
    <EditorContext.Provider value={context}>
      <Stack gap="md">
        <EventNav slug={event.slug} active="editor" />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={4}>
            <Button component={Link} to={to(`/events/${event.slug}`)} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} w="fit-content" px={0}>
              {t('editor.view')}
            </Button>
            <Group gap="xs">
              <Title order={1} fz={{ base: 22, sm: 28 }} data-testid="editor-title">
                {event.name}
              </Title>
              <Badge variant="light">{t(`boothType.${event.boothType}`)}</Badge>
              {event.locked && (
                <Badge color="orange" leftSection={<IconLock size={11} />} data-testid="editor-locked">
                  {t('badge.locked')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Group gap="sm">
            {dirty && (
              <Text size="sm" c="orange" fw={600} data-testid="editor-dirty">
                {t('editor.unsaved')}
              </Text>
            )}
            {event.locked ? (
              <Button variant="default" leftSection={<IconLockOpen size={16} />} onClick={() => setUnlockOpen(true)} data-testid="editor-unlock">
                {t('lock.unlock')}
              </Button>
            ) : (
              <Button variant="default" leftSection={<IconLock size={16} />} onClick={() => setLockOpen(true)} data-testid="editor-lock">
                {t('lock.lock')}
              </Button>
            )}
            {event.boothType === 'ipad' && <KioskExitPinButton event={event} password={password} />}
            <Button leftSection={<IconDeviceFloppy size={16} />} onClick={onSave} loading={update.isPending} disabled={!dirty} data-testid="editor-save">
              {t('editor.save')}
            </Button>
          </Group>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Tabs value={activeTab} onChange={(value) => value && setActiveTab(value)} keepMounted={false}>
              <Tabs.List mb="md" style={{ flexWrap: 'wrap' }} data-testid="editor-tabs">
                {tabs.map((tab) => (
                  <Tabs.Tab key={tab.id} value={tab.id} data-testid={`editor-tab-${tab.id}`} style={{ flex: 'none' }}>
                    {t(`editor.tabs.${tab.id}` as 'editor.tabs.general')}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Panel key={tab.id} value={tab.id} data-testid={`editor-panel-${tab.id}`}>
                  <TabBody tab={tab} boothType={event.boothType} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <Box pos="sticky" top={80}>
              <Paper withBorder radius="lg" p="sm">
                <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={6}>
                  {t('editor.preview')}
                </Text>
                <Preview
                  kind={previewKindOf(tabs.find((tab) => tab.id === activeTab), event.boothType)}
                  settings={draft}
                  dimension={String(draft.dimension ?? event.dimension)}
                  customerId={user.data?.id ?? null}
                  slug={event.slug}
                  boothType={event.boothType}
                  event={previewDto}
                />
              </Paper>
            </Box>
          </Grid.Col>
        </Grid>
      </Stack>
      <PasswordDialog
        opened={asking}
        title={t('lock.askTitle')}
        text={t('lock.askText')}
        submitLabel={t('lock.askSubmit')}
        loading={update.isPending}
        error={askError}
        onCancel={() => setAsking(false)}
        onSubmit={(typed) => {
          setPassword(typed);
          save(typed);
        }}
        testId="save-password-dialog"
      />
      <LockDialog
        opened={lockOpen}
        loading={patch.isPending}
        onCancel={() => setLockOpen(false)}
        onSubmit={(lockPassword, lockPasswordConfirmation) =>
          patch.mutate(
            { id: event.id, body: { lockPassword, lockPasswordConfirmation } },
            {
              onSuccess: () => {
                setLockOpen(false);
                setPassword(lockPassword);
                notifications.show({ color: 'teal', message: t('lock.locked') });
              },
              onError: (error) => notifications.show({ color: 'red', message: t('lock.lockFailed', { reason: errorMessage(error) }) }),
            },
          )
        }
      />
      <PasswordDialog
        opened={unlockOpen}
        title={t('lock.unlockTitle')}
        text={t('lock.unlockText')}
        submitLabel={t('lock.submitUnlock')}
        loading={patch.isPending}
        error={unlockError}
        onCancel={() => {
          setUnlockOpen(false);
          setUnlockError(null);
        }}
        onSubmit={(typed) =>
          patch.mutate(
            { id: event.id, body: { lockPassword: null }, password: typed },
            {
              onSuccess: () => {
                setUnlockOpen(false);
                setUnlockError(null);
                setPassword(null);
                notifications.show({ color: 'teal', message: t('lock.unlocked') });
              },
              onError: (error) => {
                const invalid = isApiError(error) && error.status === 403;
                setUnlockError(invalid ? INVALID_LOCK_PASSWORD_MESSAGE : errorMessage(error));
                notifications.show({ color: 'red', message: invalid ? INVALID_LOCK_PASSWORD_MESSAGE : t('lock.unlockFailed', { reason: errorMessage(error) }) });
              },
            },
          )
        }
        testId="unlock-dialog"
      />
      <ConfirmDialog
        opened={blocker.state === 'blocked'}
        title={t('editor.leaveTitle')}
        confirmLabel={t('editor.leave')}
        onCancel={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        testId="leave-dialog"
      >
        {t('editor.leaveText')}
      </ConfirmDialog>
    </EditorContext.Provider>
  );
}

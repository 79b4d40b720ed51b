import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLock } from '@tabler/icons-react';
import { type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AiBudgetCost, offeredAiFilters } from '@/features/ai-studio/components/ai-budget-cost';
import { AiFilterPicker } from '@/features/ai-studio/components/ai-filter-picker';
import { AssetDropZone, AssetPicker } from '@/features/assets/components/asset-picker';
import { CampaignSourcesField } from '@/features/events/editor/campaign-sources-field';
import { DateTimeField } from '@/features/events/editor/date-time-field';
import { planIncludes, useEditor } from '@/features/events/editor/editor-context';
import { fieldHelp, fieldLabel, optionLabel, parentPath } from '@/features/events/editor/field-label';
import { isEssential } from '@/features/events/editor/essentials';
import { defaultGuestText, guestLocale, guestTextKeyOf, isStoredDefault } from '@/features/events/editor/guest-text-hints';
import { TranslationsEditor } from '@/features/events/editor/translations-editor';
import { getAt } from '@/features/events/editor/path';
import { isShown } from '@/features/events/editor/shown-when';
import { MOSAIC_PATH, MosaicEditorSection } from '@/features/events/mosaic/mosaic-editor-section';
import { PRINT_LAYOUT_CREATOR_PATH } from '@/features/events/print-layout/creator-path';
import { type FieldNode, type GroupNode, type TreeNode, buildTree, itemLabel, newItem } from '@/features/events/editor/schema-tree';
import {
  ColorField,
  FontSelect,
  ListEditor,
  NumberStepper,
  OptionalNumberField,
  SelectField,
  type SpacingValue,
  SpacingEditor,
  TextField,
  type TextFormatValue,
  TextFormatEditor,
  ToggleField,
} from '@/features/events/editor/widgets';

// The print layout is edited on a canvas instead of as fields; Konva loads only when it is opened.
const PrintLayoutCreator = lazy(() => import('@/features/events/print-layout/print-layout-creator'));

export function testIdOf(path: string): string {
  return `field-${path}`;
}

/** A setting, with the plan badge of a feature that a value turns on (custom JavaScript needs Gold). */
function Field({ node, path }: { node: FieldNode; path: string }) {
  if (!node.tier) return <FieldWidget node={node} path={path} />;
  return (
    <Stack gap={4} data-testid={`tiered-${path}`}>
      <TierBadge tier={node.tier} />
      <FieldWidget node={node} path={path} />
    </Stack>
  );
}

/** A text setting; one a guest sees in place of a catalogue text shows that text as its placeholder. */
function TextSetting({ node, path, value, set, error, label, description }: { node: FieldNode; path: string; value: unknown; set: (next: unknown) => void; error?: string; label: string; description?: string }) {
  const { i18n } = useTranslation();
  const guestKey = guestTextKeyOf(path);
  const text = typeof value === 'string' ? value : '';
  // The model stores some defaults as the English catalogue text; the guest reads them in their language.
  const shown = guestKey && isStoredDefault(text, guestKey) ? '' : text;
  return (
    <TextField
      label={label}
      description={description}
      value={shown}
      placeholder={guestKey ? defaultGuestText(guestKey, guestLocale(i18n.language)) : undefined}
      maxLength={node.maxLength}
      multiline={node.widget === 'textarea'}
      code={node.widget === 'code'}
      onChange={(next) => set(node.nullable && next === '' ? null : next)}
      error={error}
      testId={testIdOf(path)}
    />
  );
}

function FieldWidget({ node, path }: { node: FieldNode; path: string }) {
  const { t } = useTranslation('events');
  const { settings, setValue, updateValue, errors, rememberAsset, knownAsset } = useEditor();
  const value = getAt(settings, path);
  const label = fieldLabel(path);
  const description = fieldHelp(path);
  // Compound widgets (text format, spacing, lists) show the errors of their inner paths too.
  const error = errors[path] ?? Object.entries(errors).find(([errorPath]) => errorPath.startsWith(`${path}.`))?.[1];
  const testId = testIdOf(path);
  const set = (next: unknown) => setValue(path, next);
  const common = { label, description, error, testId };
  switch (node.widget) {
    case 'toggle':
      return <ToggleField {...common} value={value === true} onChange={set} />;
    case 'number':
      return <NumberStepper {...common} value={typeof value === 'number' ? value : 0} min={node.min} max={node.max} step={node.step} onChange={set} />;
    case 'optionalNumber': {
      const field = <OptionalNumberField {...common} value={typeof value === 'number' ? value : null} min={node.min} max={node.max} placeholder={t('editor.noLimit')} onChange={set} />;
      if (path !== 'aiBudgetCredits') return field;
      return (
        <Stack gap={4}>
          {field}
          <AiBudgetCost filterIds={offeredAiFilters(settings)} budget={typeof value === 'number' ? value : null} />
        </Stack>
      );
    }
    case 'aiFilterList':
    case 'campaignList': {
      // The same list of ids, picked from the organiser's AI filters or from its other campaigns.
      const Picker = node.widget === 'aiFilterList' ? AiFilterPicker : CampaignSourcesField;
      return (
        <Picker
          label={label}
          description={description}
          value={Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []}
          onChange={set}
          max={node.maxItems}
          error={error}
          testId={testId}
        />
      );
    }
    case 'select':
      return <SelectField {...common} value={String(value ?? '')} options={node.options ?? []} optionLabel={(option) => optionLabel(option)} onChange={(next) => set(node.numericOptions || typeof value === 'number' ? Number(next) : next)} onClear={node.nullable ? () => set(null) : undefined} />;
    case 'color':
      return <ColorField {...common} value={typeof value === 'string' ? value : '#000000'} onChange={set} />;
    case 'text':
    case 'textarea':
    case 'code':
      return <TextSetting node={node} path={path} value={value} set={set} error={error} label={label} description={description} />;
    case 'datetime':
      return <DateTimeField label={label} value={typeof value === 'string' ? value : null} onChange={set} error={error} testId={testId} />;
    case 'font':
      return <FontSelect {...common} value={typeof value === 'string' ? value : null} onChange={set} />;
    case 'asset':
      return (
        <Box data-testid={testId}>
          <AssetPicker kind={node.assetKind ?? 'overlay'} label={label} description={description} value={typeof value === 'string' ? value : null} known={knownAsset(typeof value === 'string' ? value : null)} onChange={(id, asset) => { if (asset) rememberAsset(asset); set(id); }} testId={`${testId}-picker`} />
          {error && <Text size="xs" c="red">{error}</Text>}
        </Box>
      );
    case 'textFormat':
      return <TextFormatEditor {...common} value={value as TextFormatValue} onChange={set} />;
    case 'spacing':
      return <SpacingEditor {...common} value={value as SpacingValue} onChange={set} />;
    case 'translations':
      return <TranslationsEditor {...common} value={(value ?? {}) as Record<string, string>} onChange={set} />;
    case 'stringList':
    case 'assetList': {
      const items = Array.isArray(value) ? (value as (string | null)[]) : [];
      const options = node.options;
      const assetKind = node.assetKind ?? 'overlay';
      return (
        <ListEditor
          label={label}
          description={description}
          items={items}
          // A list of choices holds each choice once (data-capture fields), so it ends when all are taken.
          max={options ? Math.min(node.maxItems ?? options.length, options.length) : node.maxItems}
          testId={testId}
          error={error}
          onAdd={() => set([...items, node.widget === 'assetList' ? null : (options?.find((option) => !items.includes(option)) ?? options?.[0] ?? '')])}
          onRemove={(index) => set(items.filter((_, i) => i !== index))}
          footer={
            node.widget === 'assetList' && (node.maxItems === undefined || items.length < node.maxItems) ? (
              <AssetDropZone
                kind={assetKind}
                testId={`${testId}-drop`}
                onUploaded={(asset) => {
                  rememberAsset(asset);
                  updateValue(path, (current) => [...(Array.isArray(current) ? current : []), asset.id]);
                }}
              />
            ) : undefined
          }
          renderItem={(item, index) => {
            const update = (next: unknown) => set(items.map((old, i) => (i === index ? next : old)));
            if (node.widget === 'assetList') {
              return <AssetPicker kind={assetKind} value={item} known={knownAsset(item)} onChange={(id, asset) => { if (asset) rememberAsset(asset); update(id); }} testId={`${testId}-${index}`} />;
            }
            if (options) {
              return <SelectField label="" value={item ?? ''} options={options} optionLabel={(option) => optionLabel(option)} onChange={update} testId={`${testId}-${index}`} />;
            }
            return <TextField label="" value={item ?? ''} maxLength={node.itemMaxLength} onChange={update} testId={`${testId}-${index}`} />;
          }}
        />
      );
    }
    case 'objectList': {
      const items = Array.isArray(value) ? (value as unknown[]) : [];
      const schemas = node.itemSchemas ?? [];
      const adders = schemas.map((schema) => {
        const name = itemLabel(schema);
        return { label: name ? optionLabel(name) : t('editor.addItem', { name: label }), add: () => set([...items, newItem(schema)]) };
      });
      return (
        <ListEditor
          label={label}
          description={description}
          items={items}
          max={node.maxItems}
          testId={testId}
          error={error}
          onAdd={adders}
          onRemove={(index) => set(items.filter((_, i) => i !== index))}
          renderItem={(item, index) => {
            const schema = schemas.find((option) => option.safeParse(item).success) ?? schemas[0];
            if (!schema) return null;
            const tree = buildTree(schema, `${path}.${index}`, String(index + 1));
            const name = itemLabel(schema);
            return (
              <Stack gap={4}>
                {name && <Badge variant="light" size="sm">{optionLabel(name)}</Badge>}
                <Nodes nodes={tree.kind === 'group' ? tree.children : [tree]} />
              </Stack>
            );
          }}
        />
      );
    }
    default:
      // schema-tree gives every setting a widget; a test fails on any other.
      return null;
  }
}

export function TierBadge({ tier }: { tier: string }) {
  const { planLevel, currentPath, pricingPath } = useEditor();
  const { t } = useTranslation('events');
  const allowed = planIncludes(planLevel, tier as 'Free');
  const color = tier === 'Silver' ? 'gray' : tier === 'Gold' ? 'yellow' : 'grape';
  return (
    <Group gap={6} wrap="nowrap" data-testid="tier-badge" data-tier={tier}>
      <Badge color={color} variant={allowed ? 'light' : 'filled'} leftSection={allowed ? undefined : <IconLock size={11} />}>
        {tier}
      </Badge>
      {!allowed && (
        <Anchor component={Link} to={`${pricingPath}?prev=${encodeURIComponent(currentPath)}`} size="xs" data-testid="tier-upgrade">
          {t('editor.upgrade')}
        </Anchor>
      )}
    </Group>
  );
}

function containsError(errors: Record<string, string>, path: string): boolean {
  return Object.keys(errors).some((errorPath) => errorPath === path || errorPath.startsWith(`${path}.`));
}

/** The group's own switch, when it has one. */
function switchOf(node: GroupNode): FieldNode | undefined {
  return node.children.find((child): child is FieldNode => child.kind === 'field' && child.key === 'enabled');
}

function Group_({ node, depth }: { node: GroupNode; depth: number }) {
  const { errors, settings } = useEditor();
  const { t } = useTranslation('events');
  // A closed option still tells whether it is on; one that is on starts open.
  const enabled = getAt(settings, `${node.path}.enabled`);
  const [open, setOpen] = useState(depth === 0 || enabled === true);
  const shown = open || containsError(errors, node.path);
  const Chevron = shown ? IconChevronDown : IconChevronRight;
  const help = fieldHelp(node.path);
  // Sub-settings of a switch only while it is on.
  const own = switchOf(node);
  const children = own && enabled === false ? [own] : node.children;
  const canvasEditor = node.path === PRINT_LAYOUT_CREATOR_PATH && own !== undefined && enabled === true;
  // The mosaic's grid preview and wall panel sit under its essential settings while it is on.
  const mosaic = node.path === MOSAIC_PATH && enabled === true;
  return (
    <Paper withBorder={depth > 0} radius="md" p={depth > 0 ? 'sm' : 0} data-testid={`group-${node.path}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={shown} data-testid={`group-toggle-${node.path}`} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Chevron size={16} style={{ marginTop: 3, flex: 'none' }} />
            <div>
              <Text fw={700} size={depth === 0 ? 'lg' : 'sm'}>
                {node.title ?? fieldLabel(node.path)}
              </Text>
              {help && (
                <Text size="xs" c="dimmed">
                  {help}
                </Text>
              )}
            </div>
          </Group>
        </UnstyledButton>
        <Group gap={6} wrap="nowrap">
          {typeof enabled === 'boolean' && (
            <Badge size="sm" variant={enabled ? 'light' : 'outline'} color={enabled ? 'teal' : 'gray'} data-testid={`group-state-${node.path}`}>
              {enabled ? t('editor.on') : t('editor.off')}
            </Badge>
          )}
          {node.tier && <TierBadge tier={node.tier} />}
        </Group>
      </Group>
      {shown && (
        <Box mt="sm">
          <Nodes nodes={canvasEditor ? [own] : children} depth={depth + 1} aside={mosaic ? <MosaicEditorSection /> : undefined} />
          {canvasEditor && (
            <Suspense fallback={null}>
              <PrintLayoutCreator path={node.path} />
            </Suspense>
          )}
        </Box>
      )}
    </Paper>
  );
}

const WIDE = new Set(['textFormat', 'spacing', 'stringList', 'assetList', 'aiFilterList', 'campaignList', 'objectList', 'textarea', 'code', 'asset', 'translations']);

/** Plain fields in a responsive grid, wide widgets and groups full width, in schema order. */
function Blocks({ nodes, depth }: { nodes: TreeNode[]; depth: number }) {
  const wide = (node: TreeNode) => node.kind === 'group' || WIDE.has(node.widget);
  const blocks: TreeNode[][] = [];
  for (const node of nodes) {
    const last = blocks.at(-1);
    if (!wide(node) && last && !wide(last[0] as TreeNode)) last.push(node);
    else blocks.push([node]);
  }
  return (
    <Stack gap="sm">
      {blocks.map((block) => {
        const first = block[0] as TreeNode;
        if (first.kind === 'group') return <Group_ key={first.path} node={first} depth={depth} />;
        if (wide(first)) return <Field key={first.path} node={first} path={first.path} />;
        return (
          <SimpleGrid key={first.path} cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {block.map((node) => (
              <Field key={node.path} node={node as FieldNode} path={node.path} />
            ))}
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}

/** The closed "More settings" part of a group; opens by itself when a save error sits inside. */
function MoreSettings({ nodes, depth, path }: { nodes: TreeNode[]; depth: number; path: string }) {
  const { errors } = useEditor();
  const { t } = useTranslation('events');
  const [open, setOpen] = useState(false);
  const shown = open || nodes.some((node) => containsError(errors, node.path));
  const Chevron = shown ? IconChevronDown : IconChevronRight;
  return (
    <Box data-testid={`more-${path}`}>
      <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={shown} data-testid={`more-toggle-${path}`}>
        <Group gap={4} wrap="nowrap">
          <Chevron size={14} />
          <Text size="sm" fw={600} c="dimmed">
            {t('editor.more', { count: nodes.length })}
          </Text>
        </Group>
      </UnstyledButton>
      {shown && (
        <Box mt="sm">
          <Blocks nodes={nodes} depth={depth} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The settings of one level: the essential ones first (essentials.ts), the rest behind a closed
 * "More settings" disclosure; white-label hidden paths and settings that mean nothing with the current
 * values (shown-when.ts) left out. `aside` (a preview of the level's settings) follows the essentials.
 */
export function Nodes({ nodes, depth = 1, aside }: { nodes: TreeNode[]; depth?: number; aside?: ReactNode }) {
  const { hidden, settings } = useEditor();
  const visible = nodes.filter((node) => !hidden.has(node.path) && isShown(node.path, settings));
  const essential = visible.filter((node) => isEssential(node.path));
  const rest = visible.filter((node) => !isEssential(node.path));
  if (essential.length === 0 || rest.length === 0) {
    if (!aside) return <Blocks nodes={visible} depth={depth} />;
    return (
      <Stack gap="sm">
        <Blocks nodes={visible} depth={depth} />
        {aside}
      </Stack>
    );
  }
  const first = rest[0] as TreeNode;
  return (
    <Stack gap="sm">
      <Blocks nodes={essential} depth={depth} />
      {aside}
      <MoreSettings nodes={rest} depth={depth} path={parentPath(first.path) || first.path} />
    </Stack>
  );
}

import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssetPicker } from '@/features/assets/components/asset-picker';
import { DateTimeField } from '@/features/events/editor/date-time-field';
import { planIncludes, useEditor } from '@/features/events/editor/editor-context';
import { fieldLabel, optionLabel } from '@/features/events/editor/field-label';
import { getAt } from '@/features/events/editor/path';
import { type FieldNode, type GroupNode, type TreeNode, buildTree, itemLabel, newItem } from '@/features/events/editor/schema-tree';
import {
  ColorField,
  FontSelect,
  JsonField,
  ListEditor,
  NumberStepper,
  SelectField,
  type SpacingValue,
  SpacingEditor,
  TextField,
  type TextFormatValue,
  TextFormatEditor,
  ToggleField,
} from '@/features/events/editor/widgets';

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

function FieldWidget({ node, path }: { node: FieldNode; path: string }) {
  const { settings, setValue, errors } = useEditor();
  const value = getAt(settings, path);
  const label = fieldLabel(node.key);
  // Compound widgets (text format, spacing, lists) show the errors of their inner paths too.
  const error = errors[path] ?? Object.entries(errors).find(([errorPath]) => errorPath.startsWith(`${path}.`))?.[1];
  const testId = testIdOf(path);
  const set = (next: unknown) => setValue(path, next);
  switch (node.widget) {
    case 'toggle':
      return <ToggleField label={label} value={value === true} onChange={set} error={error} testId={testId} />;
    case 'number':
      return <NumberStepper label={label} value={typeof value === 'number' ? value : 0} min={node.min} max={node.max} step={node.step} onChange={set} error={error} testId={testId} />;
    case 'select':
      return <SelectField label={label} value={String(value ?? '')} options={node.options ?? []} optionLabel={optionLabel} onChange={(next) => set(typeof value === 'number' ? Number(next) : next)} error={error} testId={testId} />;
    case 'color':
      return <ColorField label={label} value={typeof value === 'string' ? value : '#000000'} onChange={set} error={error} testId={testId} />;
    case 'text':
    case 'textarea':
    case 'code':
      return (
        <TextField
          label={label}
          value={typeof value === 'string' ? value : ''}
          maxLength={node.maxLength}
          multiline={node.widget === 'textarea'}
          code={node.widget === 'code'}
          onChange={(next) => set(node.nullable && next === '' ? null : next)}
          error={error}
          testId={testId}
        />
      );
    case 'datetime':
      return <DateTimeField label={label} value={typeof value === 'string' ? value : null} onChange={set} error={error} testId={testId} />;
    case 'font':
      return <FontSelect label={label} value={typeof value === 'string' ? value : null} onChange={set} error={error} testId={testId} />;
    case 'asset':
      return (
        <Box data-testid={testId}>
          <AssetPicker kind={node.assetKind ?? 'overlay'} label={label} value={typeof value === 'string' ? value : null} onChange={(id) => set(id)} testId={`${testId}-picker`} />
          {error && <Text size="xs" c="red">{error}</Text>}
        </Box>
      );
    case 'textFormat':
      return <TextFormatEditor label={label} value={value as TextFormatValue} onChange={set} error={error} testId={testId} />;
    case 'spacing':
      return <SpacingEditor label={label} value={value as SpacingValue} onChange={set} error={error} testId={testId} />;
    case 'stringList':
    case 'assetList': {
      const items = Array.isArray(value) ? (value as (string | null)[]) : [];
      const options = node.options;
      return (
        <ListEditor
          label={label}
          items={items}
          // A list of choices holds each choice once (data-capture fields), so it ends when all are taken.
          max={options ? Math.min(node.maxItems ?? options.length, options.length) : node.maxItems}
          testId={testId}
          error={error}
          onAdd={() => set([...items, node.widget === 'assetList' ? null : (options?.find((option) => !items.includes(option)) ?? options?.[0] ?? '')])}
          onRemove={(index) => set(items.filter((_, i) => i !== index))}
          renderItem={(item, index) => {
            const update = (next: unknown) => set(items.map((old, i) => (i === index ? next : old)));
            if (node.widget === 'assetList') {
              return <AssetPicker kind={node.assetKind ?? 'overlay'} value={item} onChange={(id) => update(id)} testId={`${testId}-${index}`} />;
            }
            if (options) {
              return <SelectField label="" value={item ?? ''} options={options} optionLabel={optionLabel} onChange={update} testId={`${testId}-${index}`} />;
            }
            return <TextField label="" value={item ?? ''} onChange={update} testId={`${testId}-${index}`} />;
          }}
        />
      );
    }
    case 'objectList': {
      const items = Array.isArray(value) ? (value as unknown[]) : [];
      const schemas = node.itemSchemas ?? [];
      const adders = schemas.map((schema) => {
        const name = itemLabel(schema);
        return { label: name ? optionLabel(name) : fieldLabel(node.key), add: () => set([...items, newItem(schema)]) };
      });
      return (
        <ListEditor
          label={label}
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
      return <JsonField label={label} value={value} onChange={set} error={error} testId={testId} />;
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

function Group_({ node, depth }: { node: GroupNode; depth: number }) {
  const { errors, settings } = useEditor();
  const { t } = useTranslation('events');
  // A closed option still tells whether it is on.
  const enabled = getAt(settings, `${node.path}.enabled`);
  const [open, setOpen] = useState(depth === 0);
  const shown = open || containsError(errors, node.path);
  const Chevron = shown ? IconChevronDown : IconChevronRight;
  return (
    <Paper withBorder={depth > 0} radius="md" p={depth > 0 ? 'sm' : 0} data-testid={`group-${node.path}`}>
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={shown} data-testid={`group-toggle-${node.path}`} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Chevron size={16} />
            <Text fw={700} size={depth === 0 ? 'lg' : 'sm'}>
              {node.title ?? fieldLabel(node.key)}
            </Text>
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
          <Nodes nodes={node.children} depth={depth + 1} />
        </Box>
      )}
    </Paper>
  );
}

/** Plain fields in a responsive grid, wide widgets and groups full width, in schema order. */
export function Nodes({ nodes, depth = 1 }: { nodes: TreeNode[]; depth?: number }) {
  const { hidden } = useEditor();
  const visible = nodes.filter((node) => !hidden.has(node.path));
  const wide = (node: TreeNode) =>
    node.kind === 'group' || ['textFormat', 'spacing', 'stringList', 'assetList', 'objectList', 'textarea', 'code', 'json', 'asset'].includes(node.widget);
  const blocks: TreeNode[][] = [];
  for (const node of visible) {
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

export function SectionTree({ node }: { node: TreeNode }) {
  if (node.kind === 'group') return <Group_ node={node} depth={0} />;
  return <Nodes nodes={[node]} />;
}


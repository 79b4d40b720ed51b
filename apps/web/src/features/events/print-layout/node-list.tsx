import type { ResolvedNode } from '@booth/shared';
import { Badge, Group, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LayoutEditor } from '@/features/events/print-layout/use-layout-editor';

/** The name of a node in lists and on the canvas' accessible description. */
export function useNodeName(): (node: ResolvedNode) => string {
  const { t } = useTranslation('print-layout');
  return (node) => {
    if (node.type === 'frame') return t('nodes.frame', { n: node.frameIndex + 1 });
    if (node.type === 'text') return t('nodes.text', { text: node.text.slice(0, 24) });
    return t(`nodes.${node.type}`);
  };
}

/** Every node on the paper, top-most first, as buttons: the keyboard way to select one. */
export function NodeList({ editor }: { editor: LayoutEditor }) {
  const { t } = useTranslation('print-layout');
  const name = useNodeName();
  const nodes = [...editor.resolved.nodes].reverse();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} id="layout-nodes-title">
        {t('nodes.title')}
      </Text>
      {nodes.length === 0 && (
        <Text size="xs" c="dimmed">
          {t('nodes.empty')}
        </Text>
      )}
      <ScrollArea.Autosize mah={190} type="auto">
        <Stack component="ul" gap={2} aria-labelledby="layout-nodes-title" data-testid="layout-node-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {nodes.map((node) => {
            const active = editor.selected?.id === node.id;
            return (
              <li key={node.id}>
              <UnstyledButton
                w="100%"
                aria-pressed={active}
                onClick={() => editor.select(node.id)}
                px={8}
                py={4}
                style={{ borderRadius: 6, background: active ? 'var(--mantine-color-blue-light)' : undefined }}
                data-testid={`layout-node-${node.id}`}
                data-node-type={node.type}
              >
                <Group justify="space-between" wrap="nowrap" gap={6}>
                  <Text size="sm" truncate>
                    {name(node)}
                  </Text>
                  <Badge size="xs" variant="light" color={node.level === 'background' ? 'gray' : 'blue'}>
                    {node.level === 'background' ? t('nodes.levelBackground') : t('nodes.levelOverlay')}
                  </Badge>
                </Group>
              </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}

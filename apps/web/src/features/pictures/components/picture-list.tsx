import '@/features/pictures/pictures-i18n';
import type { Locale, Shoot, ShootPatch } from '@booth/shared';
import { Card, Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/features/events/format';
import { PictureContact, PictureState, PictureStatus } from '@/features/pictures/components/picture-cells';
import { PictureThumb } from '@/features/pictures/components/picture-thumb';

export interface PictureListProps {
  shoots: Shoot[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onOpen: (shoot: Shoot) => void;
  onPatch: (id: string, patch: ShootPatch) => void;
  onRetry: (id: string) => void;
  retrying: string | null;
  locale: Locale;
  /** A wide table from `sm` up; cards on a phone. */
  wide: boolean;
}

function useCellTexts(locale: Locale) {
  const { t } = useTranslation('pictures');
  const { t: te } = useTranslation('events');
  return {
    kind: (shoot: Shoot) => te(`pictures.kind.${shoot.kind}`, { defaultValue: shoot.kind }),
    time: (shoot: Shoot) => formatDateTime(shoot.createdAt, locale),
    faces: (shoot: Shoot) => (shoot.faceCount === null ? '—' : String(shoot.faceCount)),
    selectLabel: (shoot: Shoot) => t('select.one', { slug: shoot.slug }),
  };
}

/** The campaign's loaded pictures: a table with one row per picture, or one card each on a phone. */
export function PictureList(props: PictureListProps) {
  const { t } = useTranslation('pictures');
  const texts = useCellTexts(props.locale);
  const { shoots, selected, onToggle, onOpen, onPatch, onRetry, retrying } = props;

  if (!props.wide) {
    return (
      <Stack gap="sm">
        {shoots.map((shoot) => (
          <Card key={shoot.id} withBorder radius="md" padding="sm" data-testid="pictures-row" data-id={shoot.id}>
            <Group align="flex-start" wrap="nowrap" gap="sm">
              <Checkbox checked={selected.has(shoot.id)} onChange={() => onToggle(shoot.id)} aria-label={texts.selectLabel(shoot)} data-testid={`pictures-select-${shoot.id}`} />
              <PictureThumb shoot={shoot} onOpen={() => onOpen(shoot)} size={88} />
              <Stack gap={6} miw={0} style={{ flex: 1 }}>
                <Text size="sm" fw={600}>
                  {texts.kind(shoot)} · {texts.time(shoot)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('columns.faces')} {texts.faces(shoot)} · {t('columns.views')} {shoot.views} · {t('columns.likes')} {shoot.likes}
                </Text>
                <PictureContact shoot={shoot} />
                <PictureState shoot={shoot} onPatch={(patch) => onPatch(shoot.id, patch)} />
                <PictureStatus shoot={shoot} onRetry={() => onRetry(shoot.id)} retrying={retrying === shoot.id} />
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <VisuallyHidden>{t('columns.select')}</VisuallyHidden>
            </Table.Th>
            <Table.Th w={84}>{t('columns.picture')}</Table.Th>
            <Table.Th>{t('columns.kind')}</Table.Th>
            <Table.Th>{t('columns.time')}</Table.Th>
            <Table.Th ta="right">{t('columns.faces')}</Table.Th>
            <Table.Th ta="right">{t('columns.views')}</Table.Th>
            <Table.Th ta="right">{t('columns.likes')}</Table.Th>
            <Table.Th>{t('columns.state')}</Table.Th>
            <Table.Th>{t('columns.contact')}</Table.Th>
            <Table.Th>{t('columns.processing')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shoots.map((shoot) => (
            <Table.Tr key={shoot.id} bg={selected.has(shoot.id) ? 'var(--mantine-primary-color-light)' : undefined} data-testid="pictures-row" data-id={shoot.id}>
              <Table.Td>
                <Checkbox checked={selected.has(shoot.id)} onChange={() => onToggle(shoot.id)} aria-label={texts.selectLabel(shoot)} data-testid={`pictures-select-${shoot.id}`} />
              </Table.Td>
              <Table.Td>
                <PictureThumb shoot={shoot} onOpen={() => onOpen(shoot)} size={64} />
              </Table.Td>
              <Table.Td>{texts.kind(shoot)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{texts.time(shoot)}</Table.Td>
              <Table.Td ta="right">{texts.faces(shoot)}</Table.Td>
              <Table.Td ta="right">{shoot.views}</Table.Td>
              <Table.Td ta="right">{shoot.likes}</Table.Td>
              <Table.Td>
                <PictureState shoot={shoot} onPatch={(patch) => onPatch(shoot.id, patch)} />
              </Table.Td>
              <Table.Td maw={240}>
                <PictureContact shoot={shoot} />
              </Table.Td>
              <Table.Td>
                <PictureStatus shoot={shoot} onRetry={() => onRetry(shoot.id)} retrying={retrying === shoot.id} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

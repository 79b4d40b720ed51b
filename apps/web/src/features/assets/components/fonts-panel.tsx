import { ActionIcon, Alert, Badge, Card, EmptyState, Menu, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDots, IconInfoCircle, IconPencil, IconTrash, IconTypography } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FontPreviewCard } from '@/components/font-preview-card';
import { useDeleteFont } from '@/features/assets/api/delete-font';
import type { FontItem } from '@/features/assets/api/font-item';
import { useFonts } from '@/features/assets/api/get-fonts';
import { FontEditModal } from '@/features/assets/components/font-edit-modal';
import { FontUploader } from '@/features/assets/components/font-uploader';
import { useApiErrorMessage } from '@/lib/api-error-message';

function FontActions({ font, onEdit, onDelete }: { font: FontItem; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('assets');
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" radius="xl" aria-label={t('fonts.actions', { name: font.name })} data-testid="font-card-menu">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit} data-testid="font-edit">
          {t('fonts.edit')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete} data-testid="font-delete">
          {t('fonts.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The fonts tab of /assets: upload, the list of preview cards (or the built-in samples), edit and delete. */
export function FontsPanel() {
  const { t } = useTranslation('assets');
  const errorReason = useApiErrorMessage();
  const { fonts, loading, error } = useFonts();
  const remove = useDeleteFont();
  const [editing, setEditing] = useState<FontItem | null>(null);
  const [deleting, setDeleting] = useState<FontItem | null>(null);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="lg" mb={4}>
          {t('fonts.uploadTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {t('fonts.text')}
        </Text>
        <FontUploader />
      </Paper>

      <div data-testid="fonts-list" data-loading={loading} data-error={error}>
        {error && (
          // The error flag shows as what the list now is (built-in samples), never as an error (platform §7).
          <Alert variant="light" color="gray" role="note" icon={<IconInfoCircle size={20} />} title={t('fonts.samplesTitle')} mb="md" data-testid="fonts-samples-notice">
            {t('fonts.samplesText')}
          </Alert>
        )}
        {loading ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" data-testid="fonts-loading">
            {Array.from({ length: 3 }, (_, index) => (
              <Card key={index} withBorder radius="md" padding="md">
                <Skeleton height={16} width="50%" radius="sm" />
                <Skeleton height={56} radius="sm" mt="md" />
                <Skeleton height={10} width="70%" radius="sm" mt="md" />
              </Card>
            ))}
          </SimpleGrid>
        ) : fonts.length === 0 ? (
          <Paper withBorder radius="lg" py={40} px="md" data-testid="fonts-empty">
            <EmptyState icon={<IconTypography size={28} />} variant="light" title={t('fonts.emptyTitle')} description={t('fonts.emptyText')} />
          </Paper>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {fonts.map((font) => (
              <FontPreviewCard
                key={font.id}
                font={font}
                badge={
                  font.sample ? (
                    <Badge size="sm" variant="light" color="gray" data-testid="font-sample-badge">
                      {t('fonts.sampleBadge')}
                    </Badge>
                  ) : undefined
                }
                actions={font.sample ? undefined : <FontActions font={font} onEdit={() => setEditing(font)} onDelete={() => setDeleting(font)} />}
              />
            ))}
          </SimpleGrid>
        )}
      </div>

      <FontEditModal font={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('fonts.confirmDeleteTitle')}
        confirmLabel={t('fonts.delete')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => notifications.show({ color: 'teal', message: t('fonts.deleted') }),
            onError: (error) => notifications.show({ color: 'red', message: t('fonts.deleteFailed', { reason: errorReason(error) }) }),
            onSettled: () => setDeleting(null),
          });
        }}
        testId="font-delete-dialog"
      >
        {deleting ? t('fonts.confirmDeleteText', { name: deleting.name }) : ''}
      </ConfirmDialog>
    </Stack>
  );
}

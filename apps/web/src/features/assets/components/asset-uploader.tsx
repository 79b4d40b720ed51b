import '@mantine/dropzone/styles.css';
import { type AssetType, assetHint, assetRule, isAssetType, isLocale, mediaTypeInfo } from '@booth/shared';
import { Alert, Group, Select, SimpleGrid, Stack, TagsInput, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconInfoCircle, IconUpload, IconX } from '@tabler/icons-react';
import { type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUploadKinds, useKindLabel, useKindOptions } from '@/features/assets/asset-kinds';
import { UploadList } from '@/features/assets/components/upload-list';
import type { UploadQueue } from '@/features/assets/hooks/use-upload-queue';

/** The Dropzone's `accept`: each MIME type with its extensions, so the file picker offers the right files. */
function acceptFor(kind: AssetType): Record<string, string[]> {
  return Object.fromEntries(assetRule(kind).types.map((type) => [type, mediaTypeInfo[type].extensions.map((ext) => `.${ext}`)]));
}

export interface AssetUploaderProps {
  queue: UploadQueue;
  /** A fixed kind (the picker): no kind selector. */
  kind?: AssetType;
  /** The kind chosen at first when it is not fixed. */
  defaultKind?: AssetType | null;
  multiple?: boolean;
}

/**
 * Drag-and-drop upload: the kind and its requirements first (formats, sizes, limit — campaigns §5),
 * then the files, each checked in the browser and uploaded with its own progress bar.
 */
export function AssetUploader({ queue, kind: fixedKind, defaultKind = null, multiple = true }: AssetUploaderProps) {
  const { t, i18n } = useTranslation('assets');
  const kindLabel = useKindLabel();
  const kindOptions = useKindOptions(mediaUploadKinds);
  const [chosenKind, setChosenKind] = useState<AssetType | null>(defaultKind && defaultKind !== 'font' ? defaultKind : null);
  const [tags, setTags] = useState<string[]>([]);
  const kind = fixedKind ?? chosenKind;
  const language = i18n.resolvedLanguage;
  const locale = isLocale(language) ? language : 'en';

  const onFiles = (files: File[]) => {
    if (!kind || files.length === 0) return;
    queue.add(multiple ? files : files.slice(0, 1), kind, tags);
  };

  return (
    <Stack gap="md" data-testid="asset-uploader">
      <SimpleGrid cols={{ base: 1, sm: fixedKind ? 1 : 2 }} spacing="md">
        {!fixedKind && (
          <Select
            label={t('upload.kind')}
            placeholder={t('upload.kindPlaceholder')}
            description={t('upload.kindDescription')}
            data={kindOptions}
            value={chosenKind}
            onChange={(value) => setChosenKind(isAssetType(value) ? value : null)}
            searchable
            required
            comboboxProps={{ withinPortal: true }}
            data-testid="upload-kind"
          />
        )}
        <TagsInput
          label={t('upload.tags')}
          placeholder={t('upload.tagsPlaceholder')}
          description={fixedKind ? undefined : t('upload.tagsDescription')}
          value={tags}
          onChange={setTags}
          maxTags={20}
          clearable
          data-testid="upload-tags"
        />
      </SimpleGrid>

      {kind ? (
        <Alert variant="light" color="accent" role="note" icon={<IconInfoCircle size={20} />} title={t('upload.requirements', { kind: kindLabel(kind) })} data-testid="upload-hint">
          {assetHint(kind, locale)}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="upload-choose-kind">
          {t('upload.chooseKindFirst')}
        </Text>
      )}

      <Dropzone
        onDrop={() => {}}
        // Rejected files are queued too, so the pre-check can say why instead of them vanishing.
        onDropAny={(accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)])}
        accept={kind ? acceptFor(kind) : undefined}
        multiple={multiple}
        disabled={!kind}
        radius="md"
        data-testid="upload-dropzone"
        inputProps={{ 'data-testid': 'upload-input', disabled: !kind } as InputHTMLAttributes<HTMLInputElement>}
      >
        <Group justify="center" gap="lg" mih={112} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <ThemeIcon size={52} radius="xl" variant="light">
              <IconUpload size={28} />
            </ThemeIcon>
          </Dropzone.Accept>
          <Dropzone.Reject>
            <ThemeIcon size={52} radius="xl" variant="light" color="red">
              <IconX size={28} />
            </ThemeIcon>
          </Dropzone.Reject>
          <Dropzone.Idle>
            <ThemeIcon size={52} radius="xl" variant="light" color={kind ? 'brand' : 'gray'}>
              <IconCloudUpload size={28} />
            </ThemeIcon>
          </Dropzone.Idle>
          <div>
            <Text fw={700}>{multiple ? t('upload.dropTitle') : t('upload.dropTitleSingle')}</Text>
            {kind && multiple && (
              <Text size="sm" c="dimmed">
                {t('upload.dropText')}
              </Text>
            )}
          </div>
        </Group>
      </Dropzone>

      <UploadList queue={queue} />
    </Stack>
  );
}

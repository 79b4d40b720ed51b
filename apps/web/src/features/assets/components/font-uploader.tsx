import '@mantine/dropzone/styles.css';
import { assetHint, isLocale, mediaTypeInfo, assetRule } from '@booth/shared';
import { Alert, Button, Group, Progress, SimpleGrid, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconTypography, IconUpload } from '@tabler/icons-react';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { namesFromFileName } from '@/features/assets/api/font-item';
import { useUploadFont } from '@/features/assets/api/upload-font';
import { useFormatList } from '@/features/assets/hooks/use-upload-texts';
import { type PreCheckProblem, preCheckFile } from '@/features/assets/pre-check';
import { useFormatBytes } from '@/lib/format-bytes';
import { useApiErrorMessage } from '@/lib/api-error-message';

const FONT_ACCEPT = Object.fromEntries(assetRule('font').types.map((type) => [type, mediaTypeInfo[type].extensions.map((ext) => `.${ext}`)]));

/** Font upload with name and family (platform §7: multipart plus the two headers). */
export function FontUploader() {
  const { t, i18n } = useTranslation('assets');
  const errorReason = useApiErrorMessage();
  const formatBytes = useFormatBytes();
  const language = i18n.resolvedLanguage;
  const locale = isLocale(language) ? language : 'en';
  const formatList = useFormatList();
  const upload = useUploadFont();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [family, setFamily] = useState('');
  const [problem, setProblem] = useState<PreCheckProblem | null>(null);
  const [progress, setProgress] = useState(0);

  const reset = () => {
    setFile(null);
    setName('');
    setFamily('');
    setProgress(0);
  };

  const choose = async (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const result = await preCheckFile('font', chosen);
    if (!result.ok) {
      setProblem(result);
      setFile(null);
      return;
    }
    const names = namesFromFileName(chosen.name);
    setProblem(null);
    setFile(chosen);
    setName(names.name);
    setFamily(names.family);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !name.trim() || !family.trim()) return;
    setProgress(0);
    upload.mutate(
      { file, name: name.trim(), family: family.trim(), onProgress: setProgress },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('fonts.uploaded') });
          reset();
        },
        // Platform §8: font upload errors are shown; only the list falls back to the samples.
        onError: (error) => notifications.show({ color: 'red', message: t('fonts.uploadFailed', { reason: errorReason(error) }) }),
      },
    );
  };

  const problemText =
    problem?.reason === 'type'
      ? t('upload.problem.type', { kind: t('kinds.font'), formats: formatList(problem.formats) })
      : problem?.reason === 'size'
        ? t('upload.problem.size', { kind: t('kinds.font'), size: formatBytes(problem.size), limit: formatBytes(problem.limit) })
        : null;

  return (
    <form onSubmit={submit} noValidate data-testid="font-uploader">
      <Stack gap="md">
        <Alert variant="light" color="accent" role="note" icon={<IconInfoCircle size={20} />} title={t('upload.requirements', { kind: t('kinds.font') })}>
          {assetHint('font', locale)}
        </Alert>
        <Dropzone
          onDrop={() => {}}
          onDropAny={(accepted, rejected) => void choose([...accepted, ...rejected.map((rejection) => rejection.file)])}
          accept={FONT_ACCEPT}
          multiple={false}
          disabled={upload.isPending}
          radius="md"
          data-testid="font-dropzone"
          inputProps={{ 'data-testid': 'font-input' } as InputHTMLAttributes<HTMLInputElement>}
        >
          <Group justify="center" gap="lg" mih={88} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconTypography size={26} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{t('fonts.dropTitle')}</Text>
              {file && (
                <Text size="sm" c="dimmed" data-testid="font-chosen">
                  {t('fonts.chosen', { name: file.name, size: formatBytes(file.size) })}
                </Text>
              )}
            </div>
          </Group>
        </Dropzone>
        {problemText && (
          <Text size="sm" c="red.8" role="alert" data-testid="font-problem">
            {problemText}
          </Text>
        )}
        {file && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('fonts.name')}
                description={t('fonts.nameDescription')}
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
                required
                maxLength={200}
                data-testid="font-name"
              />
              <TextInput
                label={t('fonts.family')}
                description={t('fonts.familyDescription')}
                value={family}
                onChange={(event) => setFamily(event.currentTarget.value)}
                required
                maxLength={200}
                data-testid="font-family"
              />
            </SimpleGrid>
            {upload.isPending && (
              <Progress value={progress * 100} striped animated size="sm" radius="xl" aria-label={file.name} data-testid="font-progress" />
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconUpload size={18} />}
                loading={upload.isPending}
                disabled={!name.trim() || !family.trim()}
                data-testid="font-submit"
              >
                {t('fonts.submit')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}

import { Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatBytes } from '@/lib/format-bytes';

export interface PreviewFont {
  id: string;
  name: string;
  family: string;
  /** Where the font file is served from. */
  src: string;
  weight?: number | null;
  style?: string | null;
  fileSize?: number | null;
  format?: string | null;
}

export type FontFaceStatus = 'loading' | 'ready' | 'failed' | 'unsupported';

/** A private family name per font, so two uploads both called "Brand" never replace each other. */
export function fontFaceAlias(id: string): string {
  return `booth-font-${id.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

/** Loads a font file with the FontFace API under its alias; removed again when the card goes. */
export function useFontFace(font: PreviewFont): { family: string; status: FontFaceStatus } {
  const alias = fontFaceAlias(font.id);
  const supported = typeof FontFace !== 'undefined' && typeof document !== 'undefined' && 'fonts' in document;
  const [loaded, setLoaded] = useState<{ key: string; status: 'ready' | 'failed' } | null>(null);
  const key = `${alias}|${font.src}|${font.weight ?? ''}|${font.style ?? ''}`;
  const { src, weight, style } = font;

  useEffect(() => {
    if (!supported) return;
    const face = new FontFace(alias, `url("${encodeURI(src)}")`, {
      weight: weight ? String(weight) : 'normal',
      style: style ?? 'normal',
      display: 'swap',
    });
    let active = true;
    face.load().then(
      (ready) => {
        document.fonts.add(ready);
        if (active) setLoaded({ key, status: 'ready' });
      },
      () => {
        if (active) setLoaded({ key, status: 'failed' });
      },
    );
    return () => {
      active = false;
      document.fonts.delete(face);
    };
  }, [supported, alias, src, weight, style, key]);

  const status: FontFaceStatus = !supported ? 'unsupported' : loaded?.key === key ? loaded.status : 'loading';
  return { family: `"${alias}", system-ui, sans-serif`, status };
}

/** Text set in a font file, for places that show a font instead of a picture (media items, the lightbox). */
export function FontSample({ font, children, size = 56, color }: { font: PreviewFont; children: string; size?: number; color?: string }) {
  const { family, status } = useFontFace(font);
  return (
    <Text
      component="span"
      fz={size}
      lh={1.15}
      c={color}
      ta="center"
      style={{ fontFamily: status === 'ready' ? family : undefined, opacity: status === 'loading' ? 0.3 : 1, overflowWrap: 'anywhere' }}
      data-font-status={status}
    >
      {children}
    </Text>
  );
}

export interface FontPreviewCardProps {
  font: PreviewFont;
  /** Replaces the pangram of the interface language. */
  sampleText?: string;
  badge?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** The font preview card of platform §2: the font rendering a sample, with name, family, weight, style and size. */
export function FontPreviewCard({ font, sampleText, badge, actions, testId = 'font-card' }: FontPreviewCardProps) {
  const { t } = useTranslation();
  const { family, status } = useFontFace(font);
  const formatBytes = useFormatBytes();
  const details = [
    font.family,
    [font.weight, font.style].filter(Boolean).join(' ') || null,
    font.fileSize ? formatBytes(font.fileSize) : null,
    font.format ? font.format.toUpperCase() : null,
  ].filter((part): part is string => Boolean(part));

  return (
    <Card withBorder radius="md" padding="md" data-testid={testId} data-font-status={status} data-id={font.id}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={4} miw={0}>
            <Text fw={700} truncate title={font.name} data-testid={`${testId}-name`}>
              {font.name}
            </Text>
            {badge}
          </Stack>
          {actions}
        </Group>
        <Skeleton visible={status === 'loading'} radius="sm">
          <Text
            fz={26}
            lh={1.25}
            lineClamp={2}
            mih={65}
            style={{ fontFamily: status === 'ready' ? family : undefined, fontWeight: font.weight ?? undefined, fontStyle: font.style ?? undefined }}
            data-testid={`${testId}-sample`}
          >
            {sampleText ?? t('fontPreview.sample')}
          </Text>
        </Skeleton>
        {status === 'failed' && (
          <Text size="xs" c="orange.8">
            {t('fontPreview.failed')}
          </Text>
        )}
        <Text size="xs" c="dimmed" data-testid={`${testId}-details`}>
          {details.join(' · ')}
        </Text>
      </Stack>
    </Card>
  );
}

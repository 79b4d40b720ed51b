import '@/features/events/components/launch-i18n';
import { ActionIcon, Anchor, Card, CopyButton, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTestLink } from '@/features/events/api/test-link';

export function boothUrl(slug: string, origin = window.location.origin): string {
  return `${origin}/booth/${slug}`;
}

/**
 * The virtual booth's absolute link with its QR code (a data URL) and a copy button. While the
 * campaign is a draft they carry a freshly minted 24-hour test link, so the organiser's phone tests
 * the booth without signing in; should minting fail, the public link and the sign-in hint remain.
 */
export function BoothLink({ slug, draft = false }: { slug: string; draft?: boolean }) {
  const { t } = useTranslation('events');
  const { t: tl, i18n } = useTranslation('launch');
  // The booth page in the organiser's interface language (works inside and outside the router).
  const testLink = useTestLink(slug, i18n.language === 'en' ? 'en' : 'de', draft);
  const testUrl = draft ? testLink.data?.url : undefined;
  const minting = draft && testLink.isPending;
  const url = minting ? null : (testUrl ?? boothUrl(slug));
  // The code of the link shown: one made for an earlier link (the public one before the test link) is not shown.
  const [code, setCode] = useState<{ url: string; data: string } | null>(null);
  const qr = code && code.url === url ? code.data : null;
  useEffect(() => {
    let cancelled = false;
    if (!url) return;
    QRCode.toDataURL(url, { margin: 1, width: 320, errorCorrectionLevel: 'M' })
      .then((data) => {
        if (!cancelled) setCode({ url, data });
      })
      .catch(() => setCode(null));
    return () => {
      cancelled = true;
    };
  }, [url]);
  const hint = testUrl ? tl('publish.testLinkHint') : draft ? tl('publish.testHint') : t('view.boothLinkHint');
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="booth-link">
      <Group align="flex-start" gap="lg" wrap="wrap">
        {qr && <Image src={qr} alt={t('view.qrAlt')} w={160} h={160} radius="md" data-testid="booth-qr" />}
        <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
          <Text fw={700}>{t('view.boothLink')}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          {testUrl && (
            <Text size="sm" fw={600} data-testid="booth-test-link-note">
              {tl('publish.testLinkNote')}
            </Text>
          )}
          {url ? (
            <Group gap="xs" wrap="nowrap">
              <Anchor href={url} target="_blank" rel="noreferrer" size="sm" style={{ wordBreak: 'break-all' }} data-testid="booth-url">
                {url}
              </Anchor>
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('view.copied') : t('view.copy')} withArrow>
                    <ActionIcon variant="light" onClick={copy} aria-label={t('view.copy')} data-testid="booth-copy">
                      {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          ) : (
            <Text size="sm" c="dimmed" role="status">
              {tl('publish.testLinkLoading')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

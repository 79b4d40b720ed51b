import type { PostalAddress } from '@booth/shared';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { intlLocale } from '@/lib/format-bytes';
import { useLocale } from '@/lib/locale';

/** A postcard's address as it would be written: name, street, place, country in the interface language. */
export function PostalAddressText({ label, address, testId }: { label: string; address: PostalAddress; testId: string }) {
  const locale = useLocale();
  const countries = useMemo(() => new Intl.DisplayNames([intlLocale(locale)], { type: 'region' }), [locale]);
  const place = [address.zip, address.city].filter(Boolean).join(' ');
  const lines = [
    `${address.firstName} ${address.lastName}`,
    address.addressLine1,
    address.addressLine2,
    address.state ? `${place}, ${address.state}` : place,
    countries.of(address.country) ?? address.country,
  ].filter(Boolean);
  return (
    <Stack gap={0} data-testid={testId}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {lines.map((line, index) => (
        <Text key={index} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

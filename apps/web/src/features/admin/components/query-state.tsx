import { Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '@/components/api-error-alert';

interface QueryStateProps {
  /** Without one, only "nothing yet" or the content (a part of an answer loaded already). */
  query?: { isPending: boolean; isError: boolean; error: unknown };
  /** Whether the loaded answer has nothing to show. */
  empty: boolean;
  emptyText: string;
  errorTestId?: string;
  skeletonHeight?: number;
  children: ReactNode;
}

/** A card's content in its four states: loading, failed (said why), nothing yet, or the content. */
export function QueryState({ query, empty, emptyText, errorTestId, skeletonHeight = 100, children }: QueryStateProps) {
  if (query?.isPending) return <Skeleton height={skeletonHeight} radius="md" />;
  if (query?.isError) return <ApiErrorAlert error={query.error} testId={errorTestId} />;
  if (empty) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}

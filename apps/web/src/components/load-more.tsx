import { Button, Center } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';

/** The part of a TanStack infinite query that loading the next page needs. */
export interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The end of an infinitely scrolling list: the next page loads when this comes near the viewport, and
 * the button does the same for keyboards and browsers without IntersectionObserver.
 */
export function LoadMore(props: { query: NextPages; label: string; testId: string }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = props.query;
  // One request at a time: the observer fires again while a page is on its way.
  const onLoad = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoad();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, onLoad]);
  if (!hasNextPage) return null;
  return (
    <Center ref={ref}>
      <Button variant="default" loading={isFetchingNextPage} onClick={onLoad} data-testid={props.testId}>
        {props.label}
      </Button>
    </Center>
  );
}

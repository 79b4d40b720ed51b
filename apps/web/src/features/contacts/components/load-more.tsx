import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * The end of an infinitely scrolling list: the next page loads when this comes near the viewport, and
 * the button does the same for keyboards and browsers without IntersectionObserver.
 */
export function LoadMore(props: { hasMore: boolean; loading: boolean; onLoad: () => void; label: string; testId: string }) {
  const { hasMore, loading, onLoad } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoad();
    }, { rootMargin: '400px 0px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoad]);
  if (!hasMore) return null;
  return (
    <Center ref={ref}>
      <Button variant="default" loading={loading} onClick={onLoad} data-testid={props.testId}>
        {props.label}
      </Button>
    </Center>
  );
}

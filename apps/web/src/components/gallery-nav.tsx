import { ActionIcon } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** Arrow keys inside a text field or a slider move the caret or the value, not the gallery. */
const TYPING = 'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]), textarea, select, [contenteditable="true"], [role="slider"]';

/**
 * The keys of a large view that walks a gallery (the lightbox, the moderation viewer): while `active`,
 * each key pressed without a modifier and outside a text field goes to `onKey`, which answers whether
 * it used the key (then its default is prevented).
 */
export function useGalleryKeys(active: boolean, onKey: (key: string) => boolean): void {
  useWindowEvent('keydown', (event) => {
    if (!active || event.defaultPrevented || event.altKey || event.metaKey || event.ctrlKey) return;
    if ((event.target as HTMLElement | null)?.closest(TYPING)) return;
    if (onKey(event.key)) event.preventDefault();
  });
}

export interface GalleryNavProps {
  /** Places the two buttons; each carries `data-side="previous"` or `"next"`. */
  className?: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  previousLabel: string;
  nextLabel: string;
  /** `{testId}-previous` and `{testId}-next`. */
  testId: string;
}

/** The previous and next buttons over the picture of a large view. */
export function GalleryNav({ className, hasPrevious, hasNext, onPrevious, onNext, previousLabel, nextLabel, testId }: GalleryNavProps) {
  return (
    <>
      <ActionIcon
        className={className}
        data-side="previous"
        variant="white"
        color="dark"
        size={44}
        radius="xl"
        disabled={!hasPrevious}
        onClick={onPrevious}
        aria-label={previousLabel}
        data-testid={`${testId}-previous`}
      >
        <IconChevronLeft size={24} />
      </ActionIcon>
      <ActionIcon
        className={className}
        data-side="next"
        variant="white"
        color="dark"
        size={44}
        radius="xl"
        disabled={!hasNext}
        onClick={onNext}
        aria-label={nextLabel}
        data-testid={`${testId}-next`}
      >
        <IconChevronRight size={24} />
      </ActionIcon>
    </>
  );
}

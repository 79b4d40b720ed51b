/**
 * A finger tapping, with rings spreading from its tip: the attention screen's default says "touch
 * the screen" before anyone reads the words. Decorative; the prompt says it in words.
 */
export function TapHint(props: { className?: string }) {
  return (
    <span className={props.className} aria-hidden="true" data-testid="attention-tap-hint">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M10.5 21.5l-4.2-5.6a1.7 1.7 0 0 1 2.6-2.1l1.6 1.6V7.5a1.5 1.5 0 0 1 3 0v5l4.1.9a2 2 0 0 1 1.6 2.3l-.8 5.8" />
        <path d="M8.3 6.2a3.6 3.6 0 0 1 6.4 0" />
      </svg>
    </span>
  );
}

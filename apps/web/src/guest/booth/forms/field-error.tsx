import { useEffect, useRef, useState } from 'react';
import styles from './forms.module.css';

/** The message under a field; announced when it appears. */
export function FieldError(props: { id: string; message: string | null | undefined }) {
  if (!props.message) return null;
  return (
    <p id={props.id} className={styles.error} role="alert">
      {props.message}
    </p>
  );
}

/**
 * After a refused submit the focus moves to the first field with an error, so a guest on a phone sees
 * what to fix. Returns the ref for the step's inputs and the function a refused submit calls.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const root = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { root, refused: () => setRefusals((count) => count + 1) };
}

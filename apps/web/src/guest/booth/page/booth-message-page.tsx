import type { CSSProperties, ReactNode } from 'react';
import { boothTheme } from '@/guest/booth/theme/booth-theme';
import styles from './booth-message-page.module.css';

/**
 * A whole-page message of the booth (loading, not found, failed, not live yet) in the campaign's look
 * when it is known, else in the branded default: never a black page with a system font.
 */
export function BoothMessagePage(props: {
  title: string;
  children?: ReactNode;
  /** The campaign's theme (booth-theme.ts); the default look without it. */
  theme?: CSSProperties;
  busy?: boolean;
  testId: string;
  footer?: ReactNode;
}) {
  return (
    <div className={styles.page} style={props.theme ?? boothTheme(null)}>
      <main className={styles.main} data-testid={props.testId} aria-busy={props.busy ? 'true' : undefined}>
        {props.busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
        <h1 className={styles.title} role={props.busy ? 'status' : undefined}>
          {props.title}
        </h1>
        {props.children}
      </main>
      {props.footer}
    </div>
  );
}

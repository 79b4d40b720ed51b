import type { EventVirtualDto, GuestAsset } from '@booth/shared';
import type { ReactNode } from 'react';
import { boothTheme } from '@/guest/booth/theme/booth-theme';
import styles from './custom-layout.module.css';

type AssetLookup = (id: string | null | undefined) => GuestAsset | undefined;

/**
 * The "custom" layout of platform §2: the booth's theme (booth-theme.ts: the event's design or the
 * branded default, with readable text colours) as CSS custom properties for every screen. `banner`
 * lies above the screens (the test-mode note).
 */
export function CustomLayout(props: { event: EventVirtualDto; asset: AssetLookup; banner?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout} style={boothTheme(props.event, props.asset)} data-booth-layout="custom">
      {props.banner}
      <main className={styles.content}>{props.children}</main>
    </div>
  );
}

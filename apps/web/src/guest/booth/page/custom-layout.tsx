import type { EventVirtualDto, GuestAsset } from '@booth/shared';
import type { CSSProperties, ReactNode } from 'react';
import styles from './custom-layout.module.css';

type AssetLookup = (id: string | null | undefined) => GuestAsset | undefined;

const family = (name: string) => (name.trim() ? `${JSON.stringify(name.trim())}, system-ui, sans-serif` : undefined);

/**
 * The "custom" layout of platform §2 as CSS custom properties: the event's background colour or image,
 * title, text and button colours and fonts when its design settings are on; the virtual booth's font
 * (an uploaded font) for everything. Without design settings the booth is dark, as a camera screen is.
 */
export function layoutStyle(event: EventVirtualDto, asset: AssetLookup): CSSProperties {
  const vars: Record<string, string | undefined> = {};
  const boothFont = asset(event.virtualSettings.fontId)?.family;
  if (boothFont) vars['--booth-font'] = family(boothFont);
  const design = event.designSettings;
  if (design.enabled) {
    const { background, title, text, buttons } = design.general;
    vars['--booth-bg'] = background.background_color;
    const image = background.background_type === 'image' ? asset(background.background_image) : undefined;
    if (image) vars['--booth-bg-image'] = `url(${JSON.stringify(image.src)})`;
    vars['--booth-title-color'] = title.medium.color;
    vars['--booth-title-font'] = family(title.medium.family);
    vars['--booth-text-color'] = text.medium.color;
    vars['--booth-text-font'] = boothFont ? family(boothFont) : family(text.medium.family);
    for (const [name, button] of [
      ['primary', buttons.primary],
      ['secondary', buttons.secondary],
    ] as const) {
      vars[`--booth-${name}-color`] = button.color;
      vars[`--booth-${name}-bg`] = button.backgroundColor;
      vars[`--booth-${name}-border`] = button.borderColor;
      vars[`--booth-${name}-font`] = family(button.family);
    }
  }
  return Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined)) as CSSProperties;
}

export function CustomLayout(props: { event: EventVirtualDto; asset: AssetLookup; children: ReactNode }) {
  return (
    <div className={styles.layout} style={layoutStyle(props.event, props.asset)} data-booth-layout="custom">
      <main className={styles.content}>{props.children}</main>
    </div>
  );
}

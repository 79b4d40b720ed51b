import { designDefaults, designFallbacks, readableTextColor, type EventVirtualDto, type GuestAsset } from '@booth/shared';
import type { CSSProperties } from 'react';

type AssetLookup = (id: string | null | undefined) => GuestAsset | undefined;

/** The branded fonts bundled with the booth (booth-fonts.ts): Raleway for headings, Open Sans for text. */
export const TITLE_FONT_STACK = `"${designDefaults.fonts.design}", "${designDefaults.fonts.text}", system-ui, sans-serif`;
export const TEXT_FONT_STACK = `"${designDefaults.fonts.text}", system-ui, sans-serif`;

/** A CSS font-family for an organiser's family name, falling back to the booth's own fonts. */
export function fontStack(name: string | null | undefined, fallback: string = TEXT_FONT_STACK): string {
  const trimmed = name?.trim();
  return trimmed ? `${JSON.stringify(trimmed)}, ${fallback}` : fallback;
}

interface ButtonColours {
  color: string;
  backgroundColor: string;
  borderColor: string;
  family: string;
}

/** A button's colours with a readable label: the organiser's label colour when it passes 4.5:1, else black or white. */
export function readableButton(button: ButtonColours, fallbackFont: string = TEXT_FONT_STACK) {
  return {
    color: readableTextColor(button.backgroundColor, button.color),
    background: button.backgroundColor,
    borderColor: button.borderColor,
    fontFamily: fontStack(button.family, fallbackFont),
  };
}

const ERROR = designDefaults.colors.error;
/** Forms, popups and the QR code sit on white panels. */
const SURFACE = '#ffffff';

/**
 * The booth's look as CSS custom properties, applied from the first screen on: the event's design
 * settings when they are on, otherwise the branded default of platform §9 (white page, black text,
 * #18dad7 / #34495e buttons, Raleway headings and Open Sans text). Every text colour goes through the
 * contrast rule, so a label on a coloured button or a text on the page background reaches WCAG 2.2 AA.
 */
export function boothTheme(event: EventVirtualDto | null, asset: AssetLookup = () => undefined): CSSProperties {
  const design = event?.designSettings.enabled ? event.designSettings.general : null;
  const boothFont = event ? asset(event.virtualSettings.fontId)?.family : undefined;
  const background = design?.background.background_color ?? designFallbacks.background;
  const image = design?.background.background_type === 'image' ? asset(design.background.background_image) : undefined;
  const titleFont = boothFont ? fontStack(boothFont) : design ? fontStack(design.title.medium.family, TITLE_FONT_STACK) : TITLE_FONT_STACK;
  const textFont = boothFont ? fontStack(boothFont) : design ? fontStack(design.text.medium.family) : TEXT_FONT_STACK;
  const primary = readableButton(
    design?.buttons.primary ?? { color: '#ffffff', backgroundColor: designFallbacks.primary, borderColor: designFallbacks.primary, family: '' },
    textFont,
  );
  const secondary = readableButton(
    design?.buttons.secondary ?? { color: '#ffffff', backgroundColor: designFallbacks.secondary, borderColor: designFallbacks.secondary, family: '' },
    textFont,
  );
  const vars: Record<string, string> = {
    '--booth-bg': background,
    '--booth-bg-image': image ? `url(${JSON.stringify(image.src)})` : 'none',
    '--booth-text-color': readableTextColor(background, design?.text.medium.color ?? designFallbacks.text),
    '--booth-title-color': readableTextColor(background, design?.title.medium.color ?? designFallbacks.text, { large: true }),
    '--booth-title-font': titleFont,
    '--booth-text-font': textFont,
    '--booth-primary-color': primary.color,
    '--booth-primary-bg': primary.background,
    '--booth-primary-border': primary.borderColor,
    '--booth-primary-font': primary.fontFamily,
    '--booth-secondary-color': secondary.color,
    '--booth-secondary-bg': secondary.background,
    '--booth-secondary-border': secondary.borderColor,
    '--booth-secondary-font': secondary.fontFamily,
    // The focus ring lies on the page background: 3:1 against it (the accent colour when it reaches that).
    '--booth-focus': readableTextColor(background, designDefaults.colors.accent, { large: true }),
    '--booth-error': readableTextColor(background, ERROR),
    // A picked primary that is readable on the page (selected chips, progress, links on the page).
    '--booth-accent': readableTextColor(background, primary.background, { large: true }),
    // The same on the white panels of forms, popups and the QR code.
    '--booth-surface-accent': readableTextColor(SURFACE, primary.background, { large: true }),
  };
  return vars as CSSProperties;
}

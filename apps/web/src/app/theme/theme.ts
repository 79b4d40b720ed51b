import { designDefaults } from '@booth/shared';
import { type CSSVariablesResolver, createTheme, rem } from '@mantine/core';
import { generatePalette } from '@/app/theme/palette';

const { colors, fonts, borderRadius, spacing, typography } = designDefaults;

const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** The organiser interface in the design-system defaults of platform §9. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 5,
  autoContrast: true,
  luminanceThreshold: 0.45,
  colors: {
    brand: generatePalette(colors.primary),
    secondary: generatePalette(colors.secondary),
    accent: generatePalette(colors.accent),
  },
  black: colors.text,
  fontFamily: `"${fonts.text}", ${sans}`,
  fontSizes: { md: rem(typography.baseFontSize) },
  lineHeights: { md: String(typography.bodyLineHeight) },
  headings: {
    fontFamily: `"${fonts.design}", ${sans}`,
    fontWeight: '700',
    sizes: {
      h1: { lineHeight: String(typography.headingLineHeight) },
      h2: { lineHeight: String(typography.headingLineHeight) },
      h3: { lineHeight: String(typography.headingLineHeight) },
    },
  },
  radius: {
    xs: rem(2),
    sm: rem(borderRadius.small),
    md: rem(borderRadius.medium),
    lg: rem(borderRadius.large),
    xl: rem(24),
  },
  defaultRadius: 'md',
  spacing: {
    xs: rem(spacing.unit / 2),
    sm: rem(spacing.small),
    md: rem(spacing.medium),
    lg: rem(spacing.medium + spacing.small),
    xl: rem(spacing.large),
  },
  other: {
    background: colors.background,
    lightText: colors.lightText,
  },
});

/** Mantine's colours and ours that the interface uses for light and outline variants. */
const TINTED_COLOURS = ['gray', 'red', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange', 'brand', 'secondary', 'accent'];

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--app-background': colors.background,
    '--app-secondary': colors.secondary,
    '--app-accent': colors.accent,
    '--app-primary': colors.primary,
    '--app-light-text': colors.lightText,
    '--app-gradient': `linear-gradient(135deg, ${colors.secondary} 0%, #1f6d8e 45%, ${colors.accent} 75%, ${colors.primary} 100%)`,
    '--app-gradient-vertical': `linear-gradient(180deg, ${colors.secondary} 0%, #245f7e 40%, ${colors.accent} 85%, #17bfd8 100%)`,
  },
  // Links in the darkest brand shade: the brand cyan itself is too light for text on white. Dimmed
  // text and the text of light and outline badges/buttons one shade darker than Mantine's, so they
  // reach 4.5:1 (WCAG 2.2 AA) on white and on the app background (gray-6 is 3.3:1).
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      TINTED_COLOURS.flatMap((colour) => [
        [`--mantine-color-${colour}-light-color`, `var(--mantine-color-${colour}-9)`],
        [`--mantine-color-${colour}-outline`, `var(--mantine-color-${colour}-8)`],
        [`--mantine-color-${colour}-text`, `var(--mantine-color-${colour}-8)`],
      ]),
    ),
  },
  dark: {},
});

/**
 * What a white-label theme hides (platform §2 "White-label theme cheddar", campaigns §2): the Oneprint
 * and Photo feature items, the devices link, the integrations settings link, digital overlays,
 * statistics cards, the microsite banner URL, the mail-template id and the attach-mp4 option.
 */
export const whiteLabelHiddenKeys = [
  'oneprint',
  'photoFeature',
  'devicesLink',
  'integrationsSettingsLink',
  'digitalOverlays',
  'statisticsCards',
  'micrositeBannerUrl',
  'mailTemplateId',
  'attachMp4',
] as const;
export type WhiteLabelHiddenKey = (typeof whiteLabelHiddenKeys)[number];

/** Themes (and the sub-product of the same name) that are white-label. */
export const WHITE_LABEL_THEMES: readonly string[] = ['cheddar'];

export function isWhiteLabelTheme(theme: string | null | undefined): boolean {
  return typeof theme === 'string' && WHITE_LABEL_THEMES.includes(theme.trim().toLowerCase());
}

const HIDDEN: ReadonlySet<WhiteLabelHiddenKey> = new Set(whiteLabelHiddenKeys);
const NOTHING: ReadonlySet<WhiteLabelHiddenKey> = new Set();

/** The keys of what to hide for a customer's theme or product; empty for every other theme. */
export function hiddenByWhiteLabel(theme: string | null | undefined): ReadonlySet<WhiteLabelHiddenKey> {
  return isWhiteLabelTheme(theme) ? HIDDEN : NOTHING;
}

import { type WhiteLabelHiddenKey, hiddenByWhiteLabel } from '@booth/shared';

/** Where each white-label hide rule (platform §2) sits in the editor; keys without an editor field map to nothing. */
const HIDDEN_PATHS: Record<WhiteLabelHiddenKey, string[]> = {
  oneprint: ['screens.sharing.oneprint'],
  photoFeature: [],
  devicesLink: [],
  integrationsSettingsLink: [],
  digitalOverlays: [],
  statisticsCards: [],
  micrositeBannerUrl: ['screens.microsite.bannerUrl', 'screens.microsite.bannerUrlEnabled'],
  mailTemplateId: ['screens.sharing.email.sendGridTemplateId'],
  attachMp4: ['screens.sharing.email.attachMp4'],
};

/** The customer's white-label theme: their product, when cheddar is the only one they have. */
export function themeOfProducts(products: readonly string[] | undefined): string | null {
  return products?.length === 1 ? (products[0] ?? null) : null;
}

export function hiddenEditorPaths(theme: string | null): ReadonlySet<string> {
  return new Set([...hiddenByWhiteLabel(theme)].flatMap((key) => HIDDEN_PATHS[key]));
}

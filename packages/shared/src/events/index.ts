// The events domain of the shared contract: schemas with every default of campaigns §3 and §9, the
// API shapes of campaigns §7, and the pure rules of campaigns §4 and §5. The package boundary; the
// files behind it are one concept each.
export {
  CODE_MAX,
  LIST_MAX,
  LONG_TEXT_MAX,
  rgbaSchema,
  SHORT_TEXT_MAX,
  TEXT_MAX,
  URL_MAX,
  type RgbaColor,
} from './fields.ts';
export * from './text-format.ts';
export * from './dimensions.ts';
export * from './capture-base.ts';
export * from './capture-modes.ts';
export * from './capture-features.ts';
export * from './shutter.ts';
export * from './attention-screen.ts';
export * from './shutter-screen.ts';
export * from './review-screen.ts';
export * from './popup.ts';
export * from './sharing-options.ts';
export * from './consent.ts';
export * from './survey.ts';
export * from './data-capture.ts';
export * from './print-layout-nodes.ts';
export * from './print-layout.ts';
export * from './sharing.ts';
export * from './big-picture.ts';
export * from './mosaic-constants.ts';
export * from './mosaic.ts';
export * from './presentation.ts';
export * from './button-style.ts';
export * from './start-screen.ts';
export * from './design-system.ts';
export * from './design-settings.ts';
export * from './microsite-parts.ts';
export * from './microsite.ts';
export * from './virtual-settings.ts';
export * from './screens.ts';
export * from './event.ts';
export * from './event-api.ts';
export * from './event-dto.ts';
export * from './demo-event.ts';
export * from './rules/empty-input.ts';
export * from './rules/mosaic-dimension.ts';
export * from './rules/print-canvas.ts';
export * from './rules/consume-server-data.ts';
export * from './rules/merge-settings.ts';
export * from './rules/limits.ts';
export * from './rules/strip-payload.ts';
export * from './rules/copy-name.ts';
export * from './rules/asset-refs.ts';
export * from './rules/feature-tiers.ts';
export * from './rules/organiser-code.ts';
export * from './rules/screens.ts';
export * from './rules/white-label.ts';
export * from './rules/design-system.ts';
export * from './event-templates.ts';

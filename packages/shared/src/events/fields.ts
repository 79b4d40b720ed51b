import { z } from 'zod';
import { COLOR_FIELD_MESSAGE, isColorFieldValue } from '../rules/colour.ts';
import { isValidUrl, URL_FIELD_MESSAGE } from '../rules/url.ts';
import { multiLineCheck, singleLine, singleLineCheck } from '../safe-text-schema.ts';
import type { FeatureTier } from '../plans.ts';
import { isEmptyInput } from './rules/empty-input.ts';

/*
 * Building blocks of the event settings schemas. Every string and list is bounded, because these
 * schemas validate request bodies and a body must never be unbounded; every free text holds to the
 * shared safe-text rule (one line: no control character; several lines: tab and line breaks only).
 */

export const SHORT_TEXT_MAX = 200;
export const TEXT_MAX = 2_000;
export const LONG_TEXT_MAX = 10_000;
/** Custom CSS and JavaScript of the guest pages. */
export const CODE_MAX = 50_000;
export const URL_MAX = 2_048;
export const LIST_MAX = 50;

export const shortText = (fallback = '') => z.string().trim().max(SHORT_TEXT_MAX).check(singleLineCheck).default(fallback);
export const text = (fallback = '') => z.string().max(TEXT_MAX).check(multiLineCheck).default(fallback);
export const longText = (fallback = '') => z.string().max(LONG_TEXT_MAX).check(multiLineCheck).default(fallback);
/** Custom CSS or JavaScript: several lines, up to CODE_MAX. */
export const code = () => z.string().max(CODE_MAX).check(multiLineCheck).default('');

export const flag = (fallback: boolean) => z.boolean().default(fallback);

export const int = (min: number, max: number, fallback: number) => z.number().int().min(min).max(max).default(fallback);
export const num = (min: number, max: number, fallback: number) => z.number().min(min).max(max).default(fallback);

/** The colour field of the editor: `#` and six hex digits (platform §5). */
export const colorValue = singleLine().refine(isColorFieldValue, { error: COLOR_FIELD_MESSAGE });
export const color = (fallback: string) => colorValue.default(fallback);

/** An http(s) URL, or '' for "not set" (a form field left blank). */
export const url = () =>
  z
    .string()
    .trim()
    .max(URL_MAX)
    .check(singleLineCheck)
    .refine((value) => value === '' || isValidUrl(value), { error: URL_FIELD_MESSAGE })
    .default('');

/**
 * Settings refer to library assets by id; the event answer resolves them when asked (`assets=1`).
 * Each such id is registered in `assetRefRegistry`, so the server finds every reference by the
 * schema (rules/asset-refs.ts) and can hold it to the organiser's own or public assets.
 */
export const assetRefRegistry = z.registry<{ assetRef: true }>();
const assetId = () => z.uuid().register(assetRefRegistry, { assetRef: true });
export const assetRef = () => assetId().nullable().default(null);
export const assetRefs = (max: number = LIST_MAX, message?: string) =>
  z.array(assetId()).max(max, message).default([]);

/** A colour with alpha as the image-processing filters take it (campaigns §3 "Colours carry red, green, blue, alpha"). */
export const rgbaSchema = z.object({
  red: z.number().int().min(0).max(255),
  green: z.number().int().min(0).max(255),
  blue: z.number().int().min(0).max(255),
  alpha: z.number().min(0).max(1),
});
export type RgbaColor = z.infer<typeof rgbaSchema>;
export const rgba = (fallback: RgbaColor) => rgbaSchema.default(fallback);

const spacingValue = (fallback: number) => int(0, 1_000, fallback);
/** Spacing in pixels as top/right/bottom/left (the order the spec writes them). */
export const spacing = (top: number, right: number, bottom: number, left: number) =>
  z
    .object({
      top: spacingValue(top),
      right: spacingValue(right),
      bottom: spacingValue(bottom),
      left: spacingValue(left),
    })
    .prefault({});

/**
 * The `plan` a gated feature carries (campaigns §3 "plan Gold"). A literal, so a client cannot relabel a
 * feature to a lower tier; enforcement reads the tier table, not this field.
 */
export const tier = <T extends FeatureTier>(value: T) => z.literal(value).default(value);

/** A number or flag that takes its default when the input is empty ('', null, NaN) — campaigns §5. */
export function emptyDefault<T extends string | number | boolean>(fallback: T, schema: z.ZodType<T>) {
  return z.preprocess((value) => (isEmptyInput(value) ? fallback : value), schema).default(fallback);
}

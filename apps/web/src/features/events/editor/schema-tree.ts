import { type AssetType, type FeatureTier, eventNameSchema, FILTER_PRESETS, eventSettingsSchema, featureSwitchPath, featureTierTable, gatedFeatures, isColorFieldValue } from '@booth/shared';

/*
 * The editor's fields are DATA derived from the shared campaign schema: every leaf of
 * `eventSettingsSchema` becomes a field descriptor (path, widget, bounds, options), so every setting of
 * the model is reachable without a hand-written form, and a field added to the model appears in the
 * editor by itself. Widgets are chosen by the schema's type plus a few shape rules (text format,
 * spacing, colour, asset reference).
 */

interface CheckDef {
  check?: string;
  maximum?: number;
  minimum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}
interface ZodDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: ZodLike;
  in?: ZodLike;
  out?: ZodLike;
  shape?: Record<string, ZodLike>;
  element?: ZodLike;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: ZodLike[];
  format?: string;
  defaultValue?: unknown;
}
export interface ZodLike {
  _zod: { def: ZodDef; bag?: { minimum?: number; maximum?: number; format?: string; maxLength?: number } };
  safeParse: (value: unknown) => { success: boolean; data?: unknown };
}

interface Bounds {
  minimum?: number;
  maximum?: number;
  format?: string;
  maxLength?: number;
}

/** Length and number bounds of a schema, read from its checks (zod leaves `_zod.bag` empty until it is used). */
export function boundsOf(schema: ZodLike): Bounds {
  const bounds: Bounds = { ...(schema._zod.bag ?? {}) };
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def;
    if (def.check === 'max_length' && def.maximum !== undefined) bounds.maxLength = Math.min(bounds.maxLength ?? Infinity, def.maximum);
    else if (def.check === 'less_than' && def.value !== undefined) bounds.maximum = def.value;
    else if (def.check === 'greater_than' && def.value !== undefined) bounds.minimum = def.value;
    else if (def.check === 'number_format' && def.format) bounds.format = def.format;
  }
  return bounds;
}

const WRAPPERS = new Set(['default', 'prefault', 'optional', 'nullable', 'readonly', 'catch', 'nonoptional']);

/** The schema under defaults, optionals and preprocessing. */
export function unwrap(schema: ZodLike): ZodLike {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) current = def.out._zod.def.type === 'transform' ? def.in : def.out;
    else break;
  }
  return current;
}

export type Widget =
  | 'toggle'
  | 'text'
  | 'datetime'
  | 'textarea'
  | 'code'
  | 'number'
  | 'color'
  | 'select'
  | 'asset'
  | 'font'
  | 'textFormat'
  | 'spacing'
  | 'stringList'
  | 'assetList'
  | 'aiFilterList'
  | 'campaignList'
  | 'optionalNumber'
  | 'objectList'
  | 'translations'
  | 'json';

export interface FieldNode {
  kind: 'field';
  key: string;
  path: string;
  widget: Widget;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  maxLength?: number;
  options?: string[];
  /** A choice of numbers (the mosaic's fixed cell sizes): the chosen option is stored as a number. */
  numericOptions?: boolean;
  /** Whether the value may be null (cleared asset). */
  nullable?: boolean;
  assetKind?: AssetType;
  /** Lists: the most items (EVENT_LIMITS where the spec sets one). */
  maxItems?: number;
  /** Lists of texts: the longest item. */
  itemMaxLength?: number;
  /** Lists of objects: the item schemas (several for a union) and how to make a new one. */
  itemSchemas?: ZodLike[];
  /** The plan tier of a feature that a value turns on rather than a switch (custom JavaScript). */
  tier?: FeatureTier;
}

export interface GroupNode {
  kind: 'group';
  key: string;
  path: string;
  children: TreeNode[];
  /** A heading of its own (a tab's section), instead of the key's label. */
  title?: string;
  /** The plan tier a gated feature needs (campaigns §1), on the group holding its switch. */
  tier?: FeatureTier;
}

export type TreeNode = FieldNode | GroupNode;

const tierByGroup = new Map<string, FeatureTier>(
  gatedFeatures.map((feature) => [featureSwitchPath(feature).replace(/\.enabled$/, ''), featureTierTable[feature]]),
);

/** Asset kinds by the setting's key (the last path segment), then by its screen. */
const ASSET_KIND_RULES: [RegExp, AssetType][] = [
  [/^screens\.attention\.background$/, 'attentionScreenBackground'],
  [/^screens\.shutter\.background$/, 'shutterBackground'],
  [/^screens\.review\.backgroundImage$/, 'reviewScreenBackground'],
  [/^screens\.sharing\.background$/, 'shareScreenBackground'],
  [/^screens\.microsite\.backgroundImage$/, 'micrositeBackground'],
  [/printLayoutCreator.*overlayAsset$/, 'printOverlay'],
  [/printLayoutCreator.*backgroundAsset$/, 'printBackground'],
  [/mosaic\.(alternativePicture|picture|staticSources)$/, 'mosaicPicture'],
  [/\.vbAvatar$/, 'vbAvatar'],
  [/\.customBadge$/, 'badge'],
  [/\.lookHere$/, 'lookHereGraphic'],
  [/\.countdownSequence$/, 'countDownSequence'],
  [/\.qrCodeLogo$/, 'logo'],
  [/\.logo\.asset$/, 'logo'],
  [/banner$/i, 'banner'],
  [/\.validOverlay$/, 'faceValidOverlay'],
  [/\.invalidOverlay$/, 'faceInvalidOverlay'],
  [/\.alignmentFilter$/, 'overlay'],
  [/\.postRollVideo$/, 'postRollVideo'],
  [/\.preRollVideo$/, 'preRollVideo'],
  [/\.referenceImage$/, 'referenceImage'],
  [/\.referenceLayer$/, 'referenceLayer'],
  [/\.screenSaverAsset$/, 'screenSaver'],
  [/\.shutterButton$/, 'shutterButton'],
  [/^shutter\.\w+\.background$/, 'greenScreen'],
  [/\.backgrounds$/, 'greenScreen'],
  [/\.overlays$/, 'overlay'],
  [/\.arFilters$/, 'arFilter'],
  [/\.stickers\.items$/, 'sticker'],
  [/background\.(image|background_image)$|background_image$/, 'mainScreenBackground'],
];

/** A capture mode's AI filters are filters of the AI studio (own and library), not uploaded assets. */
const AI_FILTER_LIST = /^shutter\.\w+\.aiFilters$/;
/** The mosaic's and the dynamic gallery's other campaigns are the organiser's own campaigns, picked by name (never typed as ids). */
const CAMPAIGN_LIST = /\.(mosaic\.eventSources|dynamicGallery\.sources)$/;
/** Counts where empty means "no limit" rather than 0 (the campaign's AI budget). */
const NO_LIMIT_NUMBERS = new Set(['aiBudgetCredits']);

/** The review screen's filters name built-in looks (FILTER_PRESETS), not assets. */
const FILTER_CHOICE = /\.(presetFilterId|guestFilters)$/;
const FILTER_PRESET_IDS = FILTER_PRESETS.map((preset) => preset.id);

export function assetKindFor(path: string): AssetType | undefined {
  return ASSET_KIND_RULES.find(([pattern]) => pattern.test(path))?.[1];
}

/** Limits of campaigns §5 by list path. */
export function listLimitFor(path: string): number | undefined {
  if (/^shutter\.\w+\.(overlays|backgrounds)$/.test(path)) return 10;
  if (path === 'screens.sharing.customConsent.popups') return 5;
  if (path === 'screens.sharing.survey.items') return 5;
  if (path === 'screens.sharing.dataCapture.fields') return 5;
  return undefined;
}

const TEXT_FORMAT_KEYS = ['align', 'bold', 'color', 'family', 'fontId', 'italic', 'size', 'underline'];
const SPACING_KEYS = ['bottom', 'left', 'right', 'top'];
const CODE_KEYS = /^(customCss|customCSS|customJs)$/;
const LONG_TEXT = 2_000;

function sameKeys(shape: Record<string, unknown>, keys: string[]): boolean {
  const own = Object.keys(shape).sort();
  return own.length === keys.length && own.every((key, index) => key === keys[index]);
}

function defaultOf(schema: ZodLike): unknown {
  const result = schema.safeParse(undefined);
  return result.success ? result.data : undefined;
}

/** Keys of the model that are not settings an organiser edits (fixed literals, server-owned). */
function isFixed(schema: ZodLike): boolean {
  const inner = unwrap(schema);
  const single = (node: ZodLike) => node._zod.def.type === 'literal' && (node._zod.def.values?.length ?? 0) <= 1;
  if (single(inner)) return true;
  // A list of one fixed choice (paid printing's payment options: card only).
  return inner._zod.def.type === 'array' && inner._zod.def.element !== undefined && single(unwrap(inner._zod.def.element));
}

function leaf(key: string, path: string, schema: ZodLike): FieldNode {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  const bag = boundsOf(inner);
  const nullable = schema.safeParse(null).success;
  const base = { kind: 'field' as const, key, path, nullable, tier: tierByGroup.get(path) };
  switch (def.type) {
    case 'boolean':
      return { ...base, widget: 'toggle' };
    case 'number': {
      const integer = bag.format === 'safeint' || bag.format === 'int32';
      const min = Number.isFinite(bag.minimum) ? bag.minimum : undefined;
      const max = Number.isFinite(bag.maximum) ? bag.maximum : undefined;
      const step = integer || (max !== undefined && max > 5) ? 1 : 0.1;
      if (nullable && NO_LIMIT_NUMBERS.has(path)) return { ...base, widget: 'optionalNumber', min, max, integer, step };
      return { ...base, widget: 'number', min, max, integer, step };
    }
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries ?? {}).map(String) };
    case 'literal': {
      const values = def.values ?? [];
      const numericOptions = values.length > 0 && values.every((value) => typeof value === 'number');
      return { ...base, widget: 'select', options: values.map(String), ...(numericOptions ? { numericOptions } : {}) };
    }
    case 'string': {
      const assetKind = assetKindFor(path);
      if (/fontId$/.test(key)) return { ...base, widget: 'font' };
      if (def.format === 'uuid' && FILTER_CHOICE.test(path)) return { ...base, widget: 'select', options: FILTER_PRESET_IDS };
      if (def.format === 'uuid' && assetKind) return { ...base, widget: 'asset', assetKind };
      if (def.format === 'datetime') return { ...base, widget: 'datetime' };
      if (CODE_KEYS.test(key)) return { ...base, widget: 'code', maxLength: bag.maxLength };
      if (/colou?r$/i.test(key) || isColorFieldValue(defaultOf(schema))) return { ...base, widget: 'color' };
      const maxLength = bag.maxLength;
      return { ...base, widget: maxLength !== undefined && maxLength >= LONG_TEXT ? 'textarea' : 'text', maxLength };
    }
    case 'array': {
      const element = def.element ? unwrap(def.element) : undefined;
      const maxItems = listLimitFor(path) ?? bag.maxLength;
      const itemMaxLength = element ? boundsOf(element).maxLength : undefined;
      if (element && (element._zod.def.type === 'object' || element._zod.def.type === 'union')) {
        const itemSchemas = element._zod.def.type === 'union' ? (element._zod.def.options ?? []) : [element];
        return { ...base, widget: 'objectList', maxItems, itemSchemas };
      }
      const assetKind = assetKindFor(path);
      if (element?._zod.def.type === 'string' && element._zod.def.format === 'uuid' && AI_FILTER_LIST.test(path)) {
        return { ...base, widget: 'aiFilterList', maxItems };
      }
      if (element?._zod.def.type === 'string' && element._zod.def.format === 'uuid' && CAMPAIGN_LIST.test(path)) {
        return { ...base, widget: 'campaignList', maxItems };
      }
      if (element?._zod.def.type === 'string' && element._zod.def.format === 'uuid' && FILTER_CHOICE.test(path)) {
        return { ...base, widget: 'stringList', maxItems: FILTER_PRESET_IDS.length, options: FILTER_PRESET_IDS };
      }
      if (element?._zod.def.type === 'string' && element._zod.def.format === 'uuid' && assetKind) {
        return { ...base, widget: 'assetList', assetKind, maxItems };
      }
      if (element?._zod.def.type === 'enum') {
        return { ...base, widget: 'stringList', maxItems, options: Object.values(element._zod.def.entries ?? {}).map(String) };
      }
      return { ...base, widget: 'stringList', maxItems, itemMaxLength };
    }
    case 'record':
      // Guest text overrides by text key (virtualSettings.translations).
      return { ...base, widget: 'translations' };
    default:
      return { ...base, widget: 'json' };
  }
}

/** The descriptor tree of one object schema; `prefix` is its path in the settings. */
export function buildTree(schema: ZodLike, prefix: string, key = prefix.split('.').at(-1) ?? '', title?: string): TreeNode {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  if (def.type !== 'object' || !def.shape) return leaf(key, prefix, schema);
  const shape = def.shape;
  if (sameKeys(shape, TEXT_FORMAT_KEYS)) return { kind: 'field', key, path: prefix, widget: 'textFormat' };
  if (sameKeys(shape, SPACING_KEYS)) return { kind: 'field', key, path: prefix, widget: 'spacing' };
  const children = Object.entries(shape)
    .filter(([, child]) => !isFixed(child))
    .map(([childKey, child]) => buildTree(child, prefix ? `${prefix}.${childKey}` : childKey, childKey));
  // Switches first, then plain fields, then nested groups: the page reads top-down.
  const order = (node: TreeNode) => (node.kind === 'group' ? 2 : node.key === 'enabled' ? 0 : 1);
  children.sort((a, b) => order(a) - order(b));
  return { kind: 'group', key, path: prefix, children, tier: tierByGroup.get(prefix), title };
}

// The name is a record field, not a setting, but the editor renames a campaign like any other field.
const editableSchema = eventSettingsSchema.extend({ name: eventNameSchema });

/** The schema at a dotted path of the settings. */
export function schemaAt(path: string): ZodLike {
  let current = editableSchema as unknown as ZodLike;
  for (const segment of path.split('.').filter(Boolean)) {
    const shape = unwrap(current)._zod.def.shape;
    const next = shape?.[segment];
    if (!next) throw new Error(`No setting at ${path}`);
    current = next;
  }
  return current;
}

/** A new item for a list of objects: the schema's defaults (a union's discriminator set). */
export function newItem(schema: ZodLike): unknown {
  const direct = schema.safeParse({});
  if (direct.success) return direct.data;
  const shape = unwrap(schema)._zod.def.shape ?? {};
  const seed: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(shape)) {
    const inner = unwrap(child)._zod.def;
    if (inner.type === 'literal') seed[key] = inner.values?.[0];
    else if (inner.type === 'enum') seed[key] = Object.values(inner.entries ?? {})[0];
    else if (inner.type === 'string') seed[key] = '';
    else if (inner.type === 'number') seed[key] = 0;
  }
  const seeded = schema.safeParse(seed);
  return seeded.success ? seeded.data : seed;
}

/** The discriminator value that names a union option (its literal field), for "add" buttons and headings. */
export function itemLabel(schema: ZodLike): string | undefined {
  const shape = unwrap(schema)._zod.def.shape ?? {};
  for (const key of ['type', 'kind', 'nodeType', 'questionType']) {
    const child = shape[key];
    if (child) {
      const inner = unwrap(child)._zod.def;
      if (inner.type === 'literal') return String(inner.values?.[0]);
    }
  }
  return undefined;
}

/** Every field path of a tree (for coverage tests). */
export function leafPaths(node: TreeNode): string[] {
  return node.kind === 'field' ? [node.path] : node.children.flatMap(leafPaths);
}

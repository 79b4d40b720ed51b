import { z } from 'zod';
import { withoutForbiddenCharacters } from '../rules/safe-text.ts';
import { multiLine, singleLine } from '../safe-text-schema.ts';

/**
 * AI filters (platform §3 "AI filter", §9 defaults). A filter is either published in the library by an
 * admin (`isPublic`, visible to every customer) or self-prompted by a customer (positive and negative
 * prompt). `filterId` names what the provider runs (a style of the workflow server, a local effect);
 * with `useSeparateIds` the guest picks between `maleFilterId` and `femaleFilterId` — never inferred.
 */
export const aiFilterTypes = ['library', 'self_prompted'] as const;
export type AiFilterType = (typeof aiFilterTypes)[number];

/**
 * The providers behind the AI port (ARCHITECTURE "AI providers"): `event_station` is a workflow server
 * speaking the ComfyUI HTTP API, `openai` any OpenAI-compatible image-edit endpoint, `local` the
 * labelled local effects that need no key and no network.
 */
export const aiProviderNames = ['event_station', 'openai', 'local'] as const;
export type AiProviderName = (typeof aiProviderNames)[number];

/** Platform §9. */
export const AI_FILTER_DEFAULTS = { provider: 'event_station', ratio: 'portrait', captureMode: 5, workflow: 163 } as const;
export const AI_PROMPT_HISTORY_LIMIT = 10;
export const AI_PROMPT_HISTORY_MAX = 50;
/** Long enough for any real prompt, short enough that nobody pastes a book into a provider call. */
export const AI_PROMPT_MAX = 2000;
export const AI_FILTER_NAME_MAX = 120;
export const AI_FILTER_DESCRIPTION_MAX = 1000;
export const AI_FILTER_ID_MAX = 200;

export const aiRatios = ['portrait', 'landscape', 'square'] as const;
export type AiRatio = (typeof aiRatios)[number];

/** The local provider's real image operations (no generative model): `filterId` of a local filter. */
export const localAiEffects = ['cartoon', 'sketch', 'popart', 'vintage', 'duotone', 'halftone'] as const;
export type LocalAiEffect = (typeof localAiEffects)[number];

/** The guest's choice for a filter with separate ids. */
export const aiVariants = ['male', 'female'] as const;
export type AiVariant = (typeof aiVariants)[number];

/**
 * A prompt as typed: control characters are stripped (not refused: a prompt pasted from a document
 * carries them), surrounding space trimmed, then held to the length limit.
 */
export const aiPromptTextSchema = z.preprocess(
  (value) => (typeof value === 'string' ? withoutForbiddenCharacters(value, 'multi-line').trim() : value),
  multiLine().max(AI_PROMPT_MAX, { error: `At most ${AI_PROMPT_MAX} characters` }),
);

export const aiPromptSchema = z.object({
  positivePrompt: aiPromptTextSchema.default(''),
  negativePrompt: aiPromptTextSchema.default(''),
});
export type AiPrompt = z.infer<typeof aiPromptSchema>;

export const aiProviderOptionsSchema = z
  .object({
    ratio: z.enum(aiRatios).default(AI_FILTER_DEFAULTS.ratio),
    captureMode: z.number().int().min(0).max(100).default(AI_FILTER_DEFAULTS.captureMode),
    workflow: z.number().int().min(0).max(1_000_000).default(AI_FILTER_DEFAULTS.workflow),
    /** OpenAI-compatible providers: the model; empty = the configured default. */
    model: singleLine().trim().max(200).default(''),
    /** Variation seed passed to providers that take one; null = the provider's own. */
    seed: z.number().int().min(0).max(2 ** 31 - 1).nullable().default(null),
    /** 0..1: how far the result may move from the photo (ComfyUI denoise, local effect strength). */
    strength: z.number().min(0).max(1).default(0.6),
  })
  .prefault({});
export type AiProviderOptions = z.infer<typeof aiProviderOptionsSchema>;

const filterIdSchema = singleLine().trim().max(AI_FILTER_ID_MAX);

/** What an organiser writes (POST /aifilters; PUT takes the same without the slug). */
export const aiFilterBodySchema = z.object({
  name: singleLine().trim().min(1, { error: 'Name is required' }).max(AI_FILTER_NAME_MAX),
  description: multiLine().trim().max(AI_FILTER_DESCRIPTION_MAX).default(''),
  filterId: filterIdSchema.default(''),
  maleFilterId: filterIdSchema.default(''),
  femaleFilterId: filterIdSchema.default(''),
  useSeparateIds: z.boolean().default(false),
  /** Library filters only; the server refuses it from anyone but an admin. */
  isPublic: z.boolean().default(false),
  filterType: z.enum(aiFilterTypes).default('self_prompted'),
  provider: z.enum(aiProviderNames).default(AI_FILTER_DEFAULTS.provider),
  providerOptions: aiProviderOptionsSchema,
  prompt: aiPromptSchema.prefault({}),
});
export type AiFilterBody = z.infer<typeof aiFilterBodySchema>;
export type AiFilterBodyInput = z.input<typeof aiFilterBodySchema>;

/** POST /aifilters may name its slug; the server makes one from the name otherwise. */
export const aiFilterCreateSchema = aiFilterBodySchema.extend({
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, { error: 'slug: 2–63 lower-case letters, digits and dashes' })
    .optional(),
});
export type AiFilterCreate = z.infer<typeof aiFilterCreateSchema>;

/**
 * What pins a filter's look: the provider, the model or workflow version and the parameters in force.
 * Recorded on the filter when it is saved and on every execution, so that a provider's silent model
 * change shows as a different `version` on the pictures made after it.
 */
export const aiPinSchema = z.object({
  provider: z.enum(aiProviderNames),
  /** Model name, workflow number@hash or local effect@version. */
  model: z.string(),
  /** The provider's own version answer when it gives one (ComfyUI system stats, model id); '' otherwise. */
  version: z.string(),
  parameters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AiPin = z.infer<typeof aiPinSchema>;

/** A filter as the API answers it. `thumbnail` is the image address or null before one was made. */
export const aiFilterSchema = aiFilterBodySchema.extend({
  id: z.uuid(),
  slug: z.string(),
  /** Whether the acting customer may change it (its own; admins also the library's). */
  editable: z.boolean(),
  thumbnail: z.string().nullable(),
  activePromptId: z.uuid().nullable(),
  pin: aiPinSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type AiFilter = z.infer<typeof aiFilterSchema>;

/** GET /aifilters?scope=own|library|all (default all: the customer's own and the library). */
export const aiFilterScopes = ['all', 'own', 'library'] as const;
export const aiFilterListQuerySchema = z.object({ scope: z.enum(aiFilterScopes).default('all') });

/** What an execution was for: a studio test, a filter's thumbnail, or a guest's picture. */
export const aiExecutionPurposes = ['studio', 'thumbnail', 'shoot'] as const;
export type AiExecutionPurpose = (typeof aiExecutionPurposes)[number];

/** One saved prompt of a filter (GET /aifilters/{slug}/prompts, prompt history). */
export const aiPromptEntrySchema = z.object({
  id: z.uuid(),
  filterSlug: z.string(),
  filterName: z.string(),
  positivePrompt: z.string(),
  negativePrompt: z.string(),
  active: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The last executions with this prompt: what they were for, how long they took and what they cost. */
  executions: z.array(z.object({ id: z.uuid(), purpose: z.enum(aiExecutionPurposes), status: z.string(), durationMs: z.number().nullable(), credits: z.number(), at: z.iso.datetime({ offset: true }) })),
});
export type AiPromptEntry = z.infer<typeof aiPromptEntrySchema>;

export const aiPromptHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(AI_PROMPT_HISTORY_MAX).default(AI_PROMPT_HISTORY_LIMIT) });

/** POST /aifilters/{slug}/prompts/{promptId}/activate: the filter and its prompts, reloaded (platform §4). */
export const aiPromptActivatedSchema = z.object({ filter: aiFilterSchema, prompts: z.array(aiPromptEntrySchema) });

/** POST /aifilters/selfprompts/enhance. `provider` says who rewrote it (the local rules are labelled). */
export const aiEnhanceRequestSchema = aiPromptSchema;
export const aiEnhanceResultSchema = aiPromptSchema.extend({ provider: z.enum(['openai', 'local']) });
export type AiEnhanceResult = z.infer<typeof aiEnhanceResultSchema>;

/** GET /aifilters/providers: what this installation can run; the studio offers only configured ones. */
export const aiProviderInfoSchema = z.object({
  name: z.enum(aiProviderNames),
  configured: z.boolean(),
  /** False for the local effects: they are image operations, not generative AI, and say so. */
  generative: z.boolean(),
  creditsPerRun: z.number().int().min(0),
  /** Local effects the provider offers as filter ids (local only). */
  effects: z.array(z.string()),
});
export type AiProviderInfo = z.infer<typeof aiProviderInfoSchema>;

export const aiExecutionStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AiExecutionStatus = (typeof aiExecutionStatuses)[number];

/** Why an execution or a guest's AI picture did not happen. */
export const aiFailureReasons = ['timeout', 'provider', 'unconfigured', 'budget', 'credits', 'input'] as const;
export type AiFailureReason = (typeof aiFailureReasons)[number];

/**
 * An execution (POST /aifilters/execute, generatethumbnail; GET /aifilters/executions/{id}): a durable
 * job with its progress and the estimate from the provider's recent runs.
 */
export const aiExecutionSchema = z.object({
  id: z.uuid(),
  filterSlug: z.string(),
  status: z.enum(aiExecutionStatuses),
  /** 0..1 as the provider reports it (or as time passes against the estimate). */
  progress: z.number().min(0).max(1),
  /** Median of the provider's recent runs for this filter; null before any. */
  estimateSeconds: z.number().nullable(),
  secondsLeft: z.number().nullable(),
  durationMs: z.number().nullable(),
  credits: z.number().int(),
  pin: aiPinSchema.nullable(),
  failure: z.enum(aiFailureReasons).nullable(),
  /** The picture it ran on and its result (signed-in addresses); result null until it succeeded. */
  sourceUrl: z.string(),
  resultUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AiExecution = z.infer<typeof aiExecutionSchema>;

/** The multipart fields of POST /aifilters/execute beside the `file` (an image). */
export const aiExecuteFieldsSchema = z.object({
  slug: z.string().min(1).max(63),
  variant: z.enum(aiVariants).optional(),
});

/** What a guest's AI picture is doing (on the shoot status). */
export const shootAiStates = ['queued', 'running', 'succeeded', 'failed', 'skipped'] as const;
export const shootAiStateSchema = z.object({
  state: z.enum(shootAiStates),
  progress: z.number().min(0).max(1),
  secondsLeft: z.number().nullable(),
  failure: z.enum(aiFailureReasons).nullable(),
  /** How many more times the guest may ask for the effect again. */
  retriesLeft: z.number().int().min(0),
  /** The unfiltered picture (the guest keeps it whatever happens). */
  originalSrc: z.string().nullable(),
});
export type ShootAiState = z.infer<typeof shootAiStateSchema>;

/** A filter as a booth offers it to guests (the campaign's `aiFilters`, in its order). */
export const guestAiFilterSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  useSeparateIds: z.boolean(),
  /** False for the local effects (the booth labels them "not generative AI"). */
  generative: z.boolean(),
});
export type GuestAiFilter = z.infer<typeof guestAiFilterSchema>;

/** Whether the campaign's AI modes run now, and why not when they do not (the booth then offers the plain photo). */
export const guestAiAvailabilitySchema = z.object({
  available: z.boolean(),
  reason: z.enum(['budget', 'credits']).nullable(),
});
export type GuestAiAvailability = z.infer<typeof guestAiAvailabilitySchema>;

/** Credits an execution costs when its provider does not say otherwise (configurable per provider). */
export const AI_DEFAULT_CREDITS_PER_RUN = 1;

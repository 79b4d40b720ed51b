import { DEFAULT_LOCALE, eventTemplateIds, eventTemplateIdSchema, isLocale, type EventTemplateList } from '@booth/shared';
import { ensureStarterLibrary, type StarterLibrary, type StarterLibraryDeps } from './starter-library.ts';
import { templateSettings, templateSpecs } from './template-settings.ts';
import { starterFonts } from './starter-fonts.ts';

export interface TemplatesService {
  /** GET /event-templates: every template with its look and preview picture. */
  list(): Promise<EventTemplateList>;
  /**
   * A create body with its template's settings laid under it (the body's own values win, at every
   * depth; a list in the body replaces the template's), its guest texts in the body's `locale`
   * (German without one). A body without a known template is returned as it came, so validation
   * reports an unknown one naming `template`; an unknown `locale` is left for validation to name.
   */
  withTemplate(body: unknown): Promise<unknown>;
  /** The starter library, seeded once per process (server start, or the first call that needs it). */
  ready(): Promise<StarterLibrary>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `over` laid on `under`: objects merge key by key, anything else in `over` (lists too) replaces. */
export function layer(under: unknown, over: unknown): unknown {
  if (!isRecord(under) || !isRecord(over)) return over === undefined ? under : over;
  const merged: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) merged[key] = layer(under[key], value);
  return merged;
}

export function createTemplatesService(deps: StarterLibraryDeps): TemplatesService {
  const ready = () => ensureStarterLibrary(deps);
  return {
    ready,

    async list() {
      const { previews } = await ready();
      return {
        templates: eventTemplateIds.map((id) => {
          const { look } = templateSpecs[id];
          return {
            id,
            boothType: 'virtual' as const,
            dimension: '3:4' as const,
            primaryColor: look.primary,
            backgroundColor: look.background,
            fontFamily: starterFonts[look.headingFont].family,
            previewUrl: previews[id] ?? null,
          };
        }),
      };
    },

    async withTemplate(body) {
      if (!isRecord(body)) return body;
      const template = eventTemplateIdSchema.safeParse(body.template);
      if (!template.success) return body;
      // The template's assets must exist before the create path checks the references.
      await ready();
      return layer(templateSettings(template.data, isLocale(body.locale) ? body.locale : DEFAULT_LOCALE), body);
    },
  };
}

/*
 * The studio's tabs (platform §2 "AI filter admin"): main tabs default create, test tabs default
 * library-filter, create tabs default filter-id. The address holds them (?tab=&create=&source=&filter=),
 * so the library's "Test" is a link and Back returns to where one was.
 */
export const mainTabs = ['create', 'test', 'history', 'library'] as const;
export type MainTab = (typeof mainTabs)[number];

export const createTabs = ['filter-id', 'prompt'] as const;
export type CreateTab = (typeof createTabs)[number];

export const testTabs = ['library', 'own'] as const;
export type TestTab = (typeof testTabs)[number];

function oneOf<T extends string>(options: readonly T[], value: string | null): T {
  return (options as readonly (string | null)[]).includes(value) ? (value as T) : (options[0] as T);
}

export interface StudioPlace {
  tab: MainTab;
  create: CreateTab;
  source: TestTab;
  /** The filter the test tab starts with (a slug), if any. */
  filter: string | null;
}

export function readStudioPlace(params: URLSearchParams): StudioPlace {
  return {
    tab: oneOf(mainTabs, params.get('tab')),
    create: oneOf(createTabs, params.get('create')),
    source: oneOf(testTabs, params.get('source')),
    filter: params.get('filter') || null,
  };
}

/** The search string of a place, leaving out what is at its default. */
export function studioSearch(place: Partial<StudioPlace>): string {
  const params = new URLSearchParams();
  if (place.tab && place.tab !== mainTabs[0]) params.set('tab', place.tab);
  if (place.create && place.create !== createTabs[0]) params.set('create', place.create);
  if (place.source && place.source !== testTabs[0]) params.set('source', place.source);
  if (place.filter) params.set('filter', place.filter);
  const text = params.toString();
  return text ? `?${text}` : '';
}

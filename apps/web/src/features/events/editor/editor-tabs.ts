import { type BoothType, type ScreenName, isScreenAvailable } from '@booth/shared';

/** What the preview shows for a tab. */
export type PreviewKind = 'start' | 'attention' | 'shutter' | 'review' | 'sharing' | 'microsite' | 'presentation';

export interface EditorSection {
  /** Path of a settings object (or a single setting) in the event. */
  path: string;
  /** Heading key (events:editor.sections.*) where the key's own label would be ambiguous. */
  title?: 'captureModes' | 'shutterScreen';
  /** Sub-paths left out here because another tab shows them. */
  exclude?: string[];
}

export interface EditorTab {
  id: string;
  /** The guest screen the tab edits, for the virtual-booth rule (campaigns §2). */
  screen?: ScreenName;
  /** Only in this booth type. */
  boothType?: BoothType;
  sections: EditorSection[];
  preview: PreviewKind;
}

/**
 * The editor's tabs, one per guest screen (campaigns §2), as data: each names the parts of the
 * settings it shows; the fields themselves come from the schema (schema-tree.ts).
 */
export const editorTabs: readonly EditorTab[] = [
  { id: 'general', preview: 'start', sections: [
    { path: 'name' },
    { path: 'dimension' },
    { path: 'eventType' },
    { path: 'autoPublic' },
    { path: 'useAsExample' },
    { path: 'imageCutoutEnabled' },
    { path: 'backgroundRemovalService' },
    { path: 'staticShootSources' },
    { path: 'storage' },
    { path: 'verification' },
    { path: 'printPaywalled' },
  ] },
  { id: 'attention', screen: 'attention', preview: 'attention', sections: [{ path: 'screens.attention' }] },
  { id: 'shutter', screen: 'shutter', preview: 'shutter', sections: [{ path: 'shutter', title: 'captureModes' }, { path: 'screens.shutter', title: 'shutterScreen' }] },
  { id: 'review', screen: 'review', preview: 'review', sections: [{ path: 'screens.review' }] },
  {
    id: 'sharing',
    screen: 'sharing',
    preview: 'sharing',
    sections: [
      {
        path: 'screens.sharing',
        exclude: ['screens.sharing.customConsent', 'screens.sharing.survey', 'screens.sharing.dataCapture'],
      },
    ],
  },
  {
    id: 'data',
    screen: 'sharing',
    preview: 'sharing',
    sections: [{ path: 'screens.sharing.customConsent' }, { path: 'screens.sharing.survey' }, { path: 'screens.sharing.dataCapture' }],
  },
  { id: 'microsite', screen: 'microsite', preview: 'microsite', sections: [{ path: 'screens.microsite' }] },
  { id: 'presentation', screen: 'presentation', preview: 'presentation', sections: [{ path: 'screens.presentation' }] },
  { id: 'virtual', boothType: 'virtual', preview: 'shutter', sections: [{ path: 'virtualSettings' }] },
  { id: 'design', preview: 'start', sections: [{ path: 'designSettings' }] },
];

export function tabsFor(boothType: BoothType): EditorTab[] {
  return editorTabs.filter(
    (tab) => (!tab.boothType || tab.boothType === boothType) && (!tab.screen || isScreenAvailable(tab.screen, boothType)),
  );
}

/** The top-level keys of the settings a PUT sends (whole objects, campaigns §7). */
export const updatableKeys = [
  'name',
  'dimension',
  'eventType',
  'autoPublic',
  'useAsExample',
  'imageCutoutEnabled',
  'backgroundRemovalService',
  'staticShootSources',
  'storage',
  'verification',
  'printPaywalled',
  'screens',
  'shutter',
  'virtualSettings',
  'designSettings',
] as const;

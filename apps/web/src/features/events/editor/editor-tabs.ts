import type { BoothType } from '@booth/shared';
import { hasRelevantPart } from '@/features/events/editor/relevance';

/** What the preview shows for a tab. */
export type PreviewKind = 'start' | 'attention' | 'shutter' | 'review' | 'sharing' | 'microsite' | 'presentation';

export type SectionTitle = 'captureModes' | 'shutterScreen' | 'accessibility' | 'startPage' | 'guestTexts' | 'campaign' | 'integrations' | 'printing';

export interface EditorSection {
  /** Settings objects or single settings of the event, shown together. */
  paths: string[];
  /** A heading (events:editor.sections.*) over the section. */
  title?: SectionTitle;
  /** Sub-paths left out here because another section or tab shows them. */
  exclude?: string[];
}

export interface EditorTab {
  id: string;
  sections: EditorSection[];
  preview: PreviewKind;
}

const DATA_PARTS = ['customConsent', 'survey', 'dataCapture', 'galleryOptIn', 'comment'].map((key) => `screens.sharing.${key}`);
const START_PAGE = ['title', 'body', 'banner', 'bannerUrl', 'callToActionButton', 'manualDialog', 'footerLinks'].map((key) => `virtualSettings.${key}`);
const ACCESSIBILITY = ['screens.shutter.audioCues', 'screens.shutter.spokenCountdown'];
/** Everything about prints under one heading of the sharing tab, paid printing included (issue 25). */
const PRINT_PARTS = ['print', 'printServer', 'oneprint', 'printLayoutCreator'].map((key) => `screens.sharing.${key}`);

/**
 * The editor's tabs in the order a guest meets the screens (campaigns §2), then design, general
 * and advanced settings; each names the parts of the settings it shows, the fields themselves come
 * from the schema (schema-tree.ts). Every setting of the model has exactly one place here.
 */
export const editorTabs: readonly EditorTab[] = [
  {
    id: 'start',
    preview: 'start',
    sections: [{ paths: ['screens.attention'] }, { paths: START_PAGE, title: 'startPage' }, { paths: ['designSettings.startScreen'] }],
  },
  {
    id: 'capture',
    preview: 'shutter',
    sections: [
      { paths: ['shutter'], title: 'captureModes' },
      // The AI modes' budget sits right under the modes it limits.
      { paths: ['aiBudgetCredits'] },
      { paths: ['screens.shutter'], title: 'shutterScreen', exclude: ACCESSIBILITY },
      { paths: ACCESSIBILITY, title: 'accessibility' },
      { paths: ['virtualSettings.detectFaces', 'virtualSettings.beautification'] },
    ],
  },
  { id: 'review', preview: 'review', sections: [{ paths: ['screens.review'] }] },
  {
    id: 'sharing',
    preview: 'sharing',
    sections: [
      { paths: ['screens.sharing'], exclude: [...DATA_PARTS, ...PRINT_PARTS] },
      { paths: [...PRINT_PARTS, 'printPaywalled'], title: 'printing' },
    ],
  },
  { id: 'data', preview: 'sharing', sections: [{ paths: [...DATA_PARTS, 'verification', 'virtualSettings.deletion'] }] },
  { id: 'microsite', preview: 'microsite', sections: [{ paths: ['screens.microsite'] }] },
  { id: 'presentation', preview: 'presentation', sections: [{ paths: ['screens.presentation'] }] },
  {
    id: 'design',
    preview: 'start',
    sections: [
      { paths: ['designSettings'], exclude: ['designSettings.startScreen'] },
      { paths: ['virtualSettings.appearanceSize', 'virtualSettings.fontId'] },
      { paths: ['virtualSettings.translations'], title: 'guestTexts' },
    ],
  },
  {
    id: 'general',
    preview: 'start',
    sections: [{ paths: ['name', 'eventType', 'dimension', 'autoPublic'], title: 'campaign' }, { paths: ['legal'] }],
  },
  {
    id: 'advanced',
    preview: 'start',
    sections: [
      { paths: ['storage', 'imageCutoutEnabled', 'backgroundRemovalService', 'staticShootSources', 'useAsExample'] },
      {
        paths: ['virtualSettings.analyticsId', 'virtualSettings.tagManagerId', 'virtualSettings.translationId', 'virtualSettings.customCss', 'virtualSettings.customJs'],
        title: 'integrations',
      },
    ],
  },
];

/** The sections of a tab that apply to a booth type (whole sections only; parts inside are pruned by the tree). */
function sectionsFor(tab: EditorTab, boothType: BoothType): EditorSection[] {
  return tab.sections
    .map((section) => ({ ...section, paths: section.paths.filter((path) => hasRelevantPart(path, boothType)) }))
    .filter((section) => section.paths.length > 0);
}

/** The tabs of a booth type, each with only the sections that apply to it; a tab left empty is dropped. */
export function tabsFor(boothType: BoothType): EditorTab[] {
  return editorTabs.map((tab) => ({ ...tab, sections: sectionsFor(tab, boothType) })).filter((tab) => tab.sections.length > 0);
}

/** The top-level keys of the settings a PUT sends (whole objects, campaigns §7). */
export const updatableKeys = [
  'name',
  'dimension',
  'eventType',
  'legal',
  'autoPublic',
  'useAsExample',
  'imageCutoutEnabled',
  'backgroundRemovalService',
  'aiBudgetCredits',
  'staticShootSources',
  'storage',
  'verification',
  'printPaywalled',
  'screens',
  'shutter',
  'virtualSettings',
  'designSettings',
] as const;

import type { BoothType } from '@booth/shared';

/*
 * Which settings mean something for which booth type, as data: a kiosk (tablet) booth waits for
 * guests on its own screen, a virtual booth runs in the guest's browser. The most specific entry
 * (longest path) decides; a path without an entry applies to both. "*" stands for any capture mode.
 */
export interface RelevanceRule {
  path: string;
  boothTypes: readonly BoothType[];
  reason: string;
}

const KIOSK: readonly BoothType[] = ['ipad'];
const VIRTUAL: readonly BoothType[] = ['virtual'];
const BOTH: readonly BoothType[] = ['ipad', 'virtual'];
/** Settings of features not built yet: hidden for every booth type, never a dead switch. */
const NOT_BUILT: readonly BoothType[] = [];
/** Settings that mean nothing in one place (a video has no print). */
const NEVER: readonly BoothType[] = [];

export const relevanceRules: readonly RelevanceRule[] = [
  { path: 'screens.attention', boothTypes: KIOSK, reason: 'A virtual booth opens on its start page; no kiosk waits for the next guest.' },
  { path: 'screens.review', boothTypes: KIOSK, reason: 'Guests of a virtual booth go from capture straight to sharing (campaigns §2).' },
  { path: 'shutter.screensaver', boothTypes: KIOSK, reason: 'The screen saver runs on the kiosk between guests.' },
  { path: 'screens.shutter.buttonPosition', boothTypes: KIOSK, reason: 'Places the shutter button on the kiosk screen; a phone keeps it at the bottom.' },
  { path: 'screens.shutter.exitCampaignButton', boothTypes: KIOSK, reason: 'Leads the kiosk app back to its campaign choice.' },
  { path: 'screens.shutter.imageRotationDegree', boothTypes: KIOSK, reason: 'Corrects a kiosk tablet mounted the other way round.' },
  { path: 'screens.shutter.lookHere', boothTypes: KIOSK, reason: 'Points at the camera of a mounted kiosk tablet.' },
  { path: 'shutter.*.shutterSettings.lighting', boothTypes: KIOSK, reason: 'Drives the kiosk tablet\'s light.' },
  { path: 'shutter.*.useNativeCamera', boothTypes: VIRTUAL, reason: 'Hands capture to the guest\'s own phone camera app.' },
  { path: 'virtualSettings', boothTypes: VIRTUAL, reason: 'The settings of the booth page in the guest\'s browser.' },
  /*
   * Printing (issue 25). Both booths print: a kiosk on the venue's printer, a virtual-booth guest at home
   * through the browser's print dialog (AirPrint method) or as a posted postcard (oneprint). The choice of
   * method and the print server belong to the kiosk only: a guest's browser elsewhere cannot reach a
   * printer on the venue network, so a virtual booth always prints through the print dialog.
   */
  { path: 'screens.sharing.print', boothTypes: BOTH, reason: 'A kiosk prints at the venue; a virtual-booth guest prints at home through the print dialog.' },
  { path: 'screens.sharing.print.method', boothTypes: KIOSK, reason: 'Only a kiosk at the venue can reach a printer through the print server; a guest\'s browser uses its print dialog.' },
  { path: 'screens.sharing.printServer', boothTypes: KIOSK, reason: 'The print server sits on the venue network next to the kiosk tablets.' },
  { path: 'screens.sharing.printLayoutCreator', boothTypes: BOTH, reason: 'The sheet layout applies to every print, from either booth.' },
  { path: 'screens.sharing.oneprint', boothTypes: BOTH, reason: 'A postcard is posted to the guest, wherever the picture was taken.' },
  { path: 'shutter.*.printLayout', boothTypes: BOTH, reason: 'Each capture mode chooses whether its prints use the print layout.' },
  { path: 'printPaywalled', boothTypes: BOTH, reason: 'Guests of either booth can pay for a print by card before it prints.' },
  { path: 'shutter.video.printLayout', boothTypes: NEVER, reason: 'A video is not printed; every other capture mode can be.' },
  { path: 'shutter.*.offlineMode', boothTypes: KIOSK, reason: 'Keeps the mode available on a paired tablet without network; the pictures wait on the tablet.' },
  /*
   * AI capture (issue 26): both booths offer the AI picture and the AI filter; the guest picks one of the
   * mode's AI filters. The other modes take no AI filter, so their list would be a setting that does nothing.
   */
  { path: 'shutter.*.aiFilters', boothTypes: NEVER, reason: 'Only the AI picture and AI filter modes let the guest pick an AI filter.' },
  { path: 'shutter.ai.aiFilters', boothTypes: BOTH, reason: 'The AI picture mode offers the guest these AI filters.' },
  { path: 'shutter.aifilter.aiFilters', boothTypes: BOTH, reason: 'The AI filter mode offers the guest these AI filters.' },
  // Not built yet: each comes with the issue that builds it (cloud backups, verification, Facebook).
  { path: 'storage', boothTypes: NOT_BUILT, reason: 'Backups to cloud storage are not built yet.' },
  { path: 'storage.cameraRoll', boothTypes: KIOSK, reason: 'The tablet also saves each picture on itself.' },
  { path: 'staticShootSources', boothTypes: NOT_BUILT, reason: 'Pictures from a storage source are not built yet.' },
  { path: 'imageCutoutEnabled', boothTypes: BOTH, reason: 'The server cuts guests out of pictures from either booth when the camera did not lay the background in.' },
  { path: 'backgroundRemovalService', boothTypes: BOTH, reason: 'remove.bg or the server\'s own person detection, for either booth.' },
  { path: 'verification', boothTypes: NOT_BUILT, reason: 'Verifying a guest\'s e-mail address is not built yet.' },
  { path: 'screens.sharing.facebook', boothTypes: NOT_BUILT, reason: 'Posting to Facebook is not built yet.' },
  { path: 'screens.sharing.socialAlbum', boothTypes: NOT_BUILT, reason: 'Posting to Facebook is not built yet.' },
  { path: 'shutter.video.unscreenEnabled', boothTypes: NOT_BUILT, reason: 'Video background removal is not built yet.' },
  { path: 'virtualSettings.deletion', boothTypes: ['ipad', 'virtual'], reason: 'Scheduled deletion covers the pictures of every booth type.' },
];

function matches(rule: string, segments: string[]): boolean {
  const parts = rule.split('.');
  return parts.length <= segments.length && parts.every((part, index) => part === '*' || part === segments[index]);
}

const hasWildcard = (rule: RelevanceRule) => rule.path.split('.').includes('*');
const isHiddenForAll = (rule: RelevanceRule) => rule.boothTypes.length === 0;
/** Longer paths first; at the same length a named segment beats "*". */
const bySpecificity = (a: RelevanceRule, b: RelevanceRule) => b.path.split('.').length - a.path.split('.').length || Number(hasWildcard(a)) - Number(hasWildcard(b));

/**
 * The rule that decides for a path (the longest matching one), if any. A rule written for every capture
 * mode ("shutter.*.printLayout") does not reach into a mode hidden as a whole (`shutter.ai`, not built):
 * only a rule naming the path itself can bring a part of a hidden group back (`storage.cameraRoll`).
 */
export function relevanceRuleFor(path: string): RelevanceRule | undefined {
  const segments = path.split('.');
  const matching = relevanceRules.filter((rule) => matches(rule.path, segments)).sort(bySpecificity);
  const hiddenGroup = matching.find(isHiddenForAll);
  return matching.find((rule) => !hiddenGroup || rule === hiddenGroup || !hasWildcard(rule) || rule.path.split('.').length < hiddenGroup.path.split('.').length);
}

export function isRelevant(path: string, boothType: BoothType): boolean {
  const rule = relevanceRuleFor(path);
  return !rule || rule.boothTypes.includes(boothType);
}

/**
 * Whether anything under a path applies: the path itself, or a more specific rule below it that does
 * (the advanced tab's `storage` is not built as a whole, but its camera roll is, for tablets). A group
 * kept this way shows only the parts that apply: the tree prunes the others field by field.
 */
export function hasRelevantPart(path: string, boothType: BoothType): boolean {
  if (isRelevant(path, boothType)) return true;
  const segments = path.split('.');
  const hiddenAsWhole = relevanceRuleFor(path)?.boothTypes.length === 0;
  return relevanceRules.some((rule) => {
    const parts = rule.path.split('.');
    if (hiddenAsWhole && hasWildcard(rule)) return false;
    return parts.length > segments.length && segments.every((segment, index) => parts[index] === '*' || parts[index] === segment) && rule.boothTypes.includes(boothType);
  });
}

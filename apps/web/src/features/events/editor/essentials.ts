/*
 * The settings a newcomer needs first, as data (glob paths, "*" = one segment): within a group they
 * come first, everything else waits behind a closed "More settings" disclosure. A group's own switch
 * ("enabled") always counts as essential.
 */
export const essentialSettings: readonly string[] = [
  // General
  'name',
  'eventType',
  'dimension',
  'legal.imprintUrl',
  'legal.privacyUrl',
  // Start
  'screens.attention.background',
  'screens.attention.startDelaySeconds',
  'virtualSettings.title',
  'virtualSettings.body',
  'virtualSettings.banner',
  'designSettings.startScreen.general',
  'designSettings.startScreen.general.background',
  'designSettings.startScreen.general.background.*',
  'designSettings.startScreen.general.logo',
  'designSettings.startScreen.general.logo.asset',
  // Capture
  'shutter.photo',
  'shutter.gif',
  'shutter.boomerang',
  'shutter.video',
  'shutter.photolayout',
  'shutter.ai',
  'shutter.aifilter',
  'shutter.*.overlays',
  'shutter.*.backgrounds',
  'shutter.*.aiFilters',
  'shutter.*.frames',
  'shutter.video.videoMode',
  'shutter.video.fixedVideoSeconds',
  'shutter.video.watchDurationSeconds',
  'shutter.video.videoQuality',
  'shutter.video.audioRecording',
  'shutter.screensaver.screenSaverAsset',
  'screens.shutter.countDownType',
  'screens.shutter.countdownSeconds',
  'screens.shutter.countdownSequence',
  'screens.shutter.background',
  'screens.shutter.audioCues',
  'screens.shutter.spokenCountdown',
  'virtualSettings.detectFaces',
  // Review
  'screens.review.drawEnabled',
  'screens.review.emojiEnabled',
  'screens.review.filterEnabled',
  'screens.review.textEnabled',
  'screens.review.stickers',
  'screens.review.stickers.items',
  // Sharing
  'screens.sharing.background',
  'screens.sharing.email',
  'screens.sharing.email.sender',
  'screens.sharing.email.subject',
  'screens.sharing.qrCode',
  'screens.sharing.instantDownload',
  // Printing: how and how many; the print server's printer address; paid printing's price
  'screens.sharing.print',
  'screens.sharing.print.method',
  'screens.sharing.print.automatic',
  'screens.sharing.print.maxNumber',
  'screens.sharing.printServer',
  'screens.sharing.printServer.discoveryEnabled',
  'screens.sharing.printServer.defaultAddress',
  'screens.sharing.oneprint',
  'screens.sharing.printLayoutCreator',
  'printPaywalled',
  'printPaywalled.price',
  'screens.sharing.whatsapp',
  'screens.sharing.sms',
  'screens.sharing.*.body',
  'screens.sharing.finishButton',
  // Data and consent
  'screens.sharing.customConsent',
  'screens.sharing.customConsent.title',
  'screens.sharing.customConsent.body',
  'screens.sharing.customConsent.mandatory',
  'screens.sharing.survey',
  'screens.sharing.survey.items',
  'screens.sharing.dataCapture',
  'screens.sharing.dataCapture.fields',
  'screens.sharing.dataCapture.mandatory',
  'screens.sharing.dataCapture.body',
  'screens.sharing.galleryOptIn',
  'verification',
  'verification.emailEnabled',
  'virtualSettings.deletion',
  'virtualSettings.deletion.date',
  // Microsite
  'screens.microsite.title',
  'screens.microsite.body',
  'screens.microsite.banner',
  'screens.microsite.backgroundType',
  'screens.microsite.backgroundColor',
  'screens.microsite.backgroundImage',
  'screens.microsite.callToActionButton',
  'screens.microsite.callToActionButton.buttonText',
  'screens.microsite.callToActionButton.url',
  'screens.microsite.socialSharingButtons',
  'screens.microsite.socialSharingButtons.*',
  // Presentation
  'screens.presentation.*',
  'screens.presentation.gallery.layout',
  'screens.presentation.dynamicGallery.sources',
  // The mosaic: its target and everything its grid depends on sit above the grid preview.
  'screens.presentation.mosaic.picture',
  'screens.presentation.mosaic.resolution',
  'screens.presentation.mosaic.dimension',
  'screens.presentation.mosaic.dimension.*',
  'screens.presentation.mosaic.options',
  'screens.presentation.mosaic.options.*',
  'screens.presentation.mosaic.placeBehaviour',
  'screens.presentation.mosaic.placeBehaviour.fillMode',
  'screens.presentation.mosaic.placeBehaviour.cellSize',
  'screens.presentation.mosaic.placeBehaviour.whenFull',
  // Design
  'designSettings.general',
  'designSettings.general.background',
  'designSettings.general.background.*',
  'designSettings.designSystem',
  'designSettings.designSystem.baseSettings',
  'designSettings.designSystem.baseSettings.*',
  'virtualSettings.fontId',
  'virtualSettings.translations',
];

function matches(pattern: string, segments: string[]): boolean {
  const parts = pattern.split('.');
  return parts.length === segments.length && parts.every((part, index) => part === '*' || part === segments[index]);
}

export function isEssential(path: string): boolean {
  const segments = path.split('.');
  if (segments.at(-1) === 'enabled') return true;
  return essentialSettings.some((pattern) => matches(pattern, segments));
}

/** The tablet booth's screens the editor previews (`/kiosk/{slug}?preview=…`, the booth's preview protocol). */
export const kioskPreviewScreens = ['attention', 'shutter', 'review', 'share'] as const;
export type KioskPreviewScreen = (typeof kioskPreviewScreens)[number];

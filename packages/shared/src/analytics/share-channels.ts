/**
 * The ways a guest takes a picture out of the booth's sharing screen (campaigns §3 sharing options),
 * as the booth reports them in its activity beacons. `qr` is the QR code being shown, `native` the
 * device's own share sheet, `microsite` the link that opens the picture's page.
 */
export const shareChannels = ['qr', 'email', 'sms', 'whatsapp', 'telegram', 'download', 'native', 'microsite', 'print', 'facebook'] as const;
export type ShareChannel = (typeof shareChannels)[number];

/** What the booth reports besides the upload: a capture taken (kept or not) and a share button used. */
export const boothActivityActions = ['capture', 'share'] as const;
export type BoothActivityAction = (typeof boothActivityActions)[number];

/** Where a figure of "shares by channel" was counted. */
export const shareSources = ['booth', 'microsite'] as const;
export type ShareSource = (typeof shareSources)[number];

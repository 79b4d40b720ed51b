// The web package's version: bundled as one string (Vite tree-shakes the rest of package.json).
import { version } from '@/../package.json';

/** The kiosk's version as a device reports it with each ping and pairing (the web app's package version). */
export const KIOSK_APP_VERSION = `web-${version}`;

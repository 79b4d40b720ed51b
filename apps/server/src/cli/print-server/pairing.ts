import { createHash, randomBytes } from 'node:crypto';
import { formatPairingCode } from '@booth/shared';
import { sleep, type Log } from './log.ts';
import { ServerApiError, type ServerApi } from './server-api.ts';
import type { StateFile } from './state-file.ts';

const POLL_MS = 2_000;
const RETRY_MS = 5_000;

/** 32 random bytes, base64url: the same kind of device token a kiosk tablet makes. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Pairs this computer with the account as a tablet does (issue 14): it makes its own token, sends only
 * its SHA-256, shows the code, and waits until an organiser types the code on /devices. The pending
 * pairing is in the state file, so a restart while waiting shows the same code. Returns the token.
 */
export async function ensurePaired(api: ServerApi, state: StateFile, options: { appVersion: string; log: Log; signal: AbortSignal; pollMs?: number }): Promise<string | null> {
  const { log, signal } = options;
  let shown: string | null = null;
  while (!signal.aborted) {
    const current = state.read();
    if (current.token) return current.token;
    try {
      const pairing = current.pairing && Date.parse(current.pairing.expiresAt) > Date.now() ? current.pairing : await requestCode(api, state, options.appVersion);
      if (shown !== pairing.code) showCode(pairing, log);
      shown = pairing.code;
      const status = await api.pairingStatus(pairing.id, pairing.token);
      if (status.status === 'paired') {
        await state.update({ token: pairing.token, pairing: null });
        log(`Paired as "${status.device.name}". This computer now prints the account's jobs.`);
        return pairing.token;
      }
      if (status.status === 'expired') await state.update({ pairing: null });
      else await sleep(options.pollMs ?? POLL_MS, signal);
    } catch (error) {
      if (error instanceof ServerApiError && (error.status === 404 || error.status === 401)) {
        await state.update({ pairing: null });
        continue;
      }
      log(`Pairing did not work (${error instanceof Error ? error.message : String(error)}); trying again in ${RETRY_MS / 1000} s.`);
      await sleep(RETRY_MS, signal);
    }
  }
  return null;
}

async function requestCode(api: ServerApi, state: StateFile, appVersion: string) {
  const token = newToken();
  const created = await api.requestPairing({ tokenHash: hashOf(token), appVersion });
  const pairing = { id: created.id, token, code: created.code, expiresAt: created.expiresAt };
  await state.update({ pairing });
  return pairing;
}

function showCode(pairing: { code: string; expiresAt: string }, log: Log) {
  const until = new Date(pairing.expiresAt).toLocaleTimeString('en-GB', { hour12: false });
  log(`Pairing code: ${formatPairingCode(pairing.code)}  — enter it on the Devices page of your account (valid until ${until}).`);
}

/** The device was removed on /devices: forget the token, so the next start pairs again. */
export async function forgetPairing(state: StateFile): Promise<void> {
  await state.update({ token: null, pairing: null, inFlight: null });
}

import { z } from 'zod';
import WebSocket from 'ws';
import { blobOf } from './ai-files.ts';
import { callService, MAX_IMAGE_BYTES, providerFailure, readJson, readLimited } from './ai-http.ts';
import { AiProviderError } from './ai-provider.ts';
import type { ComfyGraph } from './comfy-workflow.ts';

/**
 * A client for the ComfyUI HTTP API (https://docs.comfy.org/development/comfyui-server/comms_routes):
 * POST /upload/image, POST /prompt, the /ws progress socket, GET /history/{id}, GET /view,
 * GET /system_stats, and POST /queue + /interrupt to drop a run that timed out. Every call carries the
 * run's signal and, when configured, `Authorization: Bearer <token>` (stations behind an auth proxy).
 */
export const SERVICE = 'The event station';

/** Waiting for the socket to open; after this, progress comes from polling the history instead. */
const SOCKET_CONNECT_MS = 5_000;
/** Previews and status messages are small; a bigger frame is refused by ws rather than buffered. */
const SOCKET_MAX_FRAME = 8 * 1024 * 1024;

export interface ComfyClientConfig {
  url: string;
  token: string | undefined;
  /** How often GET /history is asked while no socket reports (1 s; tests use less). */
  pollIntervalMs: number;
}

const uploadAnswer = z.object({ name: z.string().min(1), subfolder: z.string().default(''), type: z.string().default('input') });
const queueAnswer = z.object({ prompt_id: z.string().min(1) });
const statsAnswer = z.object({ system: z.object({ comfyui_version: z.string().optional(), pytorch_version: z.string().optional() }).loose() }).loose();
const outputImage = z.object({ filename: z.string().min(1), subfolder: z.string().default(''), type: z.string().default('output') });
const historyEntry = z
  .object({
    outputs: z.record(z.string(), z.object({ images: z.array(outputImage).optional() }).loose()).default({}),
    status: z
      .object({ status_str: z.string().optional(), completed: z.boolean().optional(), messages: z.array(z.tuple([z.string(), z.unknown()])).optional() })
      .loose()
      .optional(),
  })
  .loose();
const socketMessage = z.object({ type: z.string(), data: z.record(z.string(), z.unknown()).default({}) });

export type ComfyOutputImage = z.infer<typeof outputImage>;

function invalid(what: string, status?: number): AiProviderError {
  return new AiProviderError('provider', `${SERVICE} answered ${what} in an unexpected shape`, status);
}

/** The failure message ComfyUI recorded for a prompt (history `status.messages`, socket `execution_error`). */
function failureText(data: unknown): string {
  const record = (data ?? {}) as Record<string, unknown>;
  const parts = [record.node_type, record.exception_message].filter((part) => typeof part === 'string' && part);
  return parts.length ? parts.join(': ') : 'the workflow failed';
}

export function createComfyClient(config: ComfyClientConfig) {
  const base = config.url.replace(/\/+$/, '');
  const headers: Record<string, string> = config.token ? { authorization: `Bearer ${config.token}` } : {};

  async function json(path: string, init: RequestInit, signal: AbortSignal): Promise<{ body: unknown; status: number }> {
    const response = await callService(SERVICE, `${base}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } }, signal);
    return { body: await readJson(SERVICE, response, signal), status: response.status };
  }

  return {
    /** "ComfyUI 0.3.40 / PyTorch 2.5.1": the station's software, for the pin. */
    async version(signal: AbortSignal): Promise<string> {
      const { body, status } = await json('/system_stats', { method: 'GET' }, signal);
      const stats = statsAnswer.safeParse(body);
      if (!stats.success) throw invalid('its system stats', status);
      const { comfyui_version: comfy, pytorch_version: torch } = stats.data.system;
      return [comfy && `ComfyUI ${comfy}`, torch && `PyTorch ${torch}`].filter(Boolean).join(' / ') || 'ComfyUI (version not reported)';
    },

    /** Uploads the picture into the station's input folder; answers the name LoadImage takes. */
    async upload(bytes: Buffer, mimetype: string, filename: string, signal: AbortSignal): Promise<string> {
      const form = new FormData();
      form.set('image', blobOf(bytes, mimetype), filename);
      form.set('overwrite', 'true');
      form.set('type', 'input');
      const { body, status } = await json('/upload/image', { method: 'POST', body: form }, signal);
      const answer = uploadAnswer.safeParse(body);
      if (!answer.success) throw invalid('the upload', status);
      return answer.data.subfolder ? `${answer.data.subfolder}/${answer.data.name}` : answer.data.name;
    },

    async queue(graph: ComfyGraph, clientId: string, signal: AbortSignal): Promise<string> {
      const { body, status } = await json('/prompt', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: graph, client_id: clientId }) }, signal);
      const answer = queueAnswer.safeParse(body);
      if (!answer.success) throw invalid('the queued workflow', status);
      return answer.data.prompt_id;
    },

    /** The prompt's history entry: null while it is queued or running. */
    async history(promptId: string, signal: AbortSignal): Promise<z.infer<typeof historyEntry> | null> {
      const { body, status } = await json(`/history/${encodeURIComponent(promptId)}`, { method: 'GET' }, signal);
      if (!body || typeof body !== 'object') throw invalid('its history', status);
      const raw = (body as Record<string, unknown>)[promptId];
      if (raw === undefined) return null;
      const entry = historyEntry.safeParse(raw);
      if (!entry.success) throw invalid('its history', status);
      const state = entry.data.status;
      if (state?.status_str === 'error') {
        const error = state.messages?.find(([type]) => type === 'execution_error');
        throw new AiProviderError('provider', `${SERVICE} could not run the workflow: ${failureText(error?.[1])}`);
      }
      // A history entry appears when the run ended; `completed: false` without an error is an interrupted run.
      if (state && state.completed === false) throw new AiProviderError('provider', `${SERVICE} stopped the workflow before it finished`);
      return entry.data;
    },

    /** The picture an output node saved, read up to the image limit. */
    async view(image: ComfyOutputImage, signal: AbortSignal): Promise<Buffer> {
      const query = new URLSearchParams({ filename: image.filename, subfolder: image.subfolder, type: image.type });
      const response = await callService(SERVICE, `${base}/view?${query}`, { method: 'GET', headers }, signal);
      return readLimited(SERVICE, response, MAX_IMAGE_BYTES, signal);
    },

    /** Drops a prompt this server gave up on: out of the queue, or interrupted when it is the one running. */
    cancel(promptId: string): void {
      const quick = { headers: { ...headers, 'content-type': 'application/json' }, signal: AbortSignal.timeout(2_000) };
      void fetch(`${base}/queue`, { ...quick, method: 'POST', body: JSON.stringify({ delete: [promptId] }) }).catch(() => undefined);
      void fetch(`${base}/interrupt`, { ...quick, method: 'POST', body: JSON.stringify({ prompt_id: promptId }) }).catch(() => undefined);
    },

    /** Opens /ws?clientId=… for progress; null when the station offers no socket (then polling alone). */
    openSocket(clientId: string, signal: AbortSignal): Promise<ComfySocket | null> {
      const url = new URL(`${base}/ws`);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      url.searchParams.set('clientId', clientId);
      return connectSocket(url.toString(), headers, signal);
    },

    pollIntervalMs: config.pollIntervalMs,
  };
}

export type ComfyClient = ReturnType<typeof createComfyClient>;

/** What the socket said about our prompt so far. */
interface SocketState {
  progress: number | null;
  done: boolean;
  failure: AiProviderError | null;
  open: boolean;
}

export interface ComfySocket {
  /** Starts reading messages for this prompt (earlier ones, which may arrive before /prompt answers, are kept). */
  watch(promptId: string, onChange: (state: SocketState) => void): SocketState;
  close(): void;
}

function connectSocket(url: string, headers: Record<string, string>, signal: AbortSignal): Promise<ComfySocket | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers, maxPayload: SOCKET_MAX_FRAME, handshakeTimeout: SOCKET_CONNECT_MS });
    const buffered: unknown[] = [];
    let listener: ((message: unknown) => void) | null = null;
    let closed = false;
    let settled = false;
    let onClosed: (() => void) | null = null;
    const settle = (value: ComfySocket | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!value) {
        closed = true;
        socket.terminate();
      }
      resolve(value);
    };
    const timer = setTimeout(() => settle(null), SOCKET_CONNECT_MS);
    signal.addEventListener('abort', () => settle(null), { once: true });
    socket.on('error', () => settle(null));
    socket.on('close', () => {
      closed = true;
      settle(null);
      onClosed?.();
    });
    socket.on('message', (data, isBinary) => {
      // Binary frames are previews of the picture being made; only the JSON status messages matter here.
      if (isBinary) return;
      let message: unknown;
      try {
        message = JSON.parse(data.toString()) as unknown;
      } catch {
        return;
      }
      if (listener) listener(message);
      else buffered.push(message);
    });
    socket.on('open', () =>
      settle({
        watch(promptId, onChange) {
          const state: SocketState = { progress: null, done: false, failure: null, open: !closed };
          const handle = (raw: unknown) => {
            const parsed = socketMessage.safeParse(raw);
            if (!parsed.success) return;
            const { type, data } = parsed.data;
            const forUs = data.prompt_id === undefined || data.prompt_id === promptId;
            if (!forUs) return;
            if (type === 'progress' && typeof data.value === 'number' && typeof data.max === 'number' && data.max > 0) {
              state.progress = Math.min(1, Math.max(state.progress ?? 0, data.value / data.max));
            } else if ((type === 'executing' && data.node === null && data.prompt_id === promptId) || (type === 'execution_success' && data.prompt_id === promptId)) {
              state.done = true;
            } else if (type === 'execution_error' && data.prompt_id === promptId) {
              state.failure = new AiProviderError('provider', `${SERVICE} could not run the workflow: ${failureText(data)}`);
            } else if (type === 'execution_interrupted' && data.prompt_id === promptId) {
              state.failure = new AiProviderError('provider', `${SERVICE} stopped the workflow before it finished`);
            } else return;
            onChange(state);
          };
          listener = handle;
          for (const message of buffered.splice(0)) handle(message);
          onClosed = () => {
            state.open = false;
            onChange(state);
          };
          return state;
        },
        close() {
          closed = true;
          socket.terminate();
        },
      }),
    );
  });
}

/**
 * Waits for a queued prompt: the socket's messages report progress and wake the wait the moment the run
 * ends (or fails); GET /history is asked now and then regardless — ComfyUI writes the history just after
 * its "done" message, and a socket can drop. Without a socket, the history is polled every interval.
 */
export async function waitForPrompt(
  client: ComfyClient,
  promptId: string,
  socket: ComfySocket | null,
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
): Promise<ComfyOutputImage[]> {
  let wake: (() => void) | null = null;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  const state = socket?.watch(promptId, (current) => {
    if (current.progress !== null) onProgress(current.progress);
    if (current.done || current.failure || !current.open) nudge();
  });
  const aborted = () => nudge();
  signal.addEventListener('abort', aborted, { once: true });
  try {
    for (;;) {
      if (signal.aborted) throw providerFailure(SERVICE, signal.reason, signal);
      if (state?.failure) throw state.failure;
      const entry = await client.history(promptId, signal);
      if (entry) {
        const images = Object.values(entry.outputs).flatMap((output) => output.images ?? []);
        const saved = images.filter((image) => image.type === 'output');
        const result = saved.length ? saved : images;
        if (!result.length) throw new AiProviderError('provider', `${SERVICE} finished the workflow without an output picture`);
        return result;
      }
      // With a live socket the history is only a safety net; once it said "done" the entry is moments away.
      const interval = state?.open && !state.done ? client.pollIntervalMs * 5 : state?.done ? Math.max(25, client.pollIntervalMs / 5) : client.pollIntervalMs;
      if (state?.failure || signal.aborted) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, interval);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    signal.removeEventListener('abort', aborted);
  }
}

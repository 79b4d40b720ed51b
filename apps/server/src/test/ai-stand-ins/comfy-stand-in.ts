import { randomUUID } from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';
import { restyled, hugePng } from './stand-in-images.ts';
import { sendBytes, sendJson, sendOversized, startStandIn, type StandIn, type StandInMode } from './stand-in-http.ts';

/**
 * A ComfyUI stand-in (the `event_station` provider's server) speaking the same HTTP and websocket API:
 *
 *   GET  /system_stats                      {system: {comfyui_version, pytorch_version, …}, devices}
 *   POST /upload/image   multipart image    {name, subfolder: '', type: 'input'}
 *   POST /prompt         {prompt, client_id} {prompt_id, number, node_errors}; 400 with node_errors when a
 *                                            LoadImage names an image never uploaded
 *   GET  /history/{id}                      {} while running; then {[id]: {outputs, status}}
 *   GET  /view?filename&subfolder&type      the saved picture (PNG)
 *   POST /queue, POST /interrupt            recorded (the client's cancel after a timeout)
 *   WS   /ws?clientId=…                     status, execution_start, executing {node}, progress {value,max},
 *                                            a binary preview frame, executing {node: null}, execution_success
 *
 * A queued prompt "runs" `steps` progress steps (default 4) `stepDelayMs` apart (default 5 ms); its
 * picture is the uploaded photo restyled (hue turned) at the ImageScale node's width×height. The history
 * is written before the final `executing {node: null}` message, as in ComfyUI.
 *
 * Usage:
 *   const station = await startComfyStandIn({ token: 'secret' });   // token optional: then Bearer required
 *   createEventStationProvider({ url: station.url, token: 'secret', creditsPerRun: 1 }, { pollIntervalMs: 20 });
 *   station.set('429');            // or any StandInMode, or 'error'
 *   station.socket = false;        // refuse /ws: the client must poll /history
 *   station.requests               // every HTTP request (method, url, headers, body, form, json)
 *   station.prompts                // every graph queued (after placeholder substitution)
 *   await station.close();
 *
 * Modes: `garbage` — /view answers HTML instead of a picture; `hang` — /prompt is accepted but the
 * prompt never runs (no history, no socket messages); `huge` — /view answers a 41.6 MP PNG;
 * `oversized` — /view streams 40 MB; `error` — the workflow fails (execution_error on the socket,
 * status "error" in the history); `slow`, `429`, `500` — every HTTP request.
 */
export type ComfyStandInMode = StandInMode | 'error';

export interface ComfyStandIn extends StandIn<ComfyStandInMode> {
  /** Graphs queued with POST /prompt, in order. */
  prompts: { promptId: string; clientId: string; graph: Record<string, { class_type: string; inputs: Record<string, unknown> }> }[];
  /** Whether /ws accepts connections (default true). */
  socket: boolean;
  steps: number;
  stepDelayMs: number;
  /** What /system_stats reports (change it to see the pin's version change). */
  comfyuiVersion: string;
}

type Graph = ComfyStandIn['prompts'][number]['graph'];

const PNG_PREVIEW_FRAME = Buffer.from([0, 0, 0, 1, 0, 0, 0, 2, 0x89, 0x50, 0x4e, 0x47]);

export async function startComfyStandIn(options: { token?: string } = {}): Promise<ComfyStandIn> {
  const uploads = new Map<string, Buffer>();
  const outputs = new Map<string, Buffer>();
  const history = new Map<string, unknown>();
  const sockets = new Map<string, WebSocket>();
  const wss = new WebSocketServer({ noServer: true });
  let counter = 0;
  const extra = { socket: true, steps: 4, stepDelayMs: 5, comfyuiVersion: '0.3.40' };
  const prompts: ComfyStandIn['prompts'] = [];

  const send = (clientId: string, type: string, data: Record<string, unknown>) => {
    const socket = sockets.get(clientId);
    if (socket && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type, data }));
  };
  const authorised = (headers: Record<string, string | string[] | undefined>) => !options.token || headers.authorization === `Bearer ${options.token}`;

  async function execute(promptId: string, clientId: string, graph: Graph, current: () => string) {
    const pause = () => new Promise((resolve) => setTimeout(resolve, extra.stepDelayMs));
    send(clientId, 'execution_start', { prompt_id: promptId });
    const sampler = Object.entries(graph).find(([, node]) => node.class_type === 'KSampler')?.[0] ?? '1';
    send(clientId, 'executing', { node: sampler, prompt_id: promptId });
    for (let step = 1; step <= extra.steps; step++) {
      await pause();
      if (current() === 'error' && step === 2) {
        const failure = { prompt_id: promptId, node_id: sampler, node_type: 'KSampler', exception_message: 'CUDA out of memory', exception_type: 'torch.OutOfMemoryError' };
        history.set(promptId, { prompt: [counter, promptId, graph, {}, []], outputs: {}, status: { status_str: 'error', completed: false, messages: [['execution_start', { prompt_id: promptId }], ['execution_error', failure]] } });
        send(clientId, 'execution_error', failure);
        return;
      }
      send(clientId, 'progress', { value: step, max: extra.steps, prompt_id: promptId, node: sampler });
      const socket = sockets.get(clientId);
      if (socket && socket.readyState === socket.OPEN) socket.send(PNG_PREVIEW_FRAME);
    }
    const load = Object.values(graph).find((node) => node.class_type === 'LoadImage');
    const scale = Object.values(graph).find((node) => node.class_type === 'ImageScale');
    const photo = uploads.get(String(load?.inputs.image ?? ''));
    if (!photo) throw new Error('LoadImage names no uploaded image');
    const size = scale ? { width: Number(scale.inputs.width), height: Number(scale.inputs.height) } : undefined;
    const saveId = Object.entries(graph).find(([, node]) => node.class_type === 'SaveImage')?.[0] ?? '9';
    const prefix = String(Object.values(graph).find((node) => node.class_type === 'SaveImage')?.inputs.filename_prefix ?? 'ComfyUI');
    const filename = `${prefix.split('/').pop()}_${String(counter).padStart(5, '0')}_.png`;
    const subfolder = prefix.includes('/') ? prefix.split('/').slice(0, -1).join('/') : '';
    outputs.set(`${subfolder}/${filename}`, await restyled(photo, size));
    history.set(promptId, {
      prompt: [counter, promptId, graph, {}, [saveId]],
      outputs: { [saveId]: { images: [{ filename, subfolder, type: 'output' }] } },
      status: { status_str: 'success', completed: true, messages: [['execution_start', { prompt_id: promptId }], ['execution_success', { prompt_id: promptId }]] },
    });
    send(clientId, 'executing', { node: null, prompt_id: promptId });
    send(clientId, 'execution_success', { prompt_id: promptId });
  }

  const base = await startStandIn<ComfyStandInMode>({
    errorBody: (status) => ({ error: { type: status === 429 ? 'rate_limited' : 'server_error', message: status === 429 ? 'Too many requests' : 'Internal server error' } }),
    handlesHang: true,
    onServer(server) {
      server.on('upgrade', (req, socket, head) => {
        const url = new URL(req.url ?? '/', 'http://stand-in');
        if (url.pathname !== '/ws' || !extra.socket || !authorised(req.headers)) {
          socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
          return;
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          const clientId = url.searchParams.get('clientId') ?? randomUUID();
          sockets.set(clientId, ws);
          ws.on('close', () => sockets.delete(clientId));
          ws.send(JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId } }));
        });
      });
    },
    async route({ request, path, query, res }): Promise<void> {
      if (!authorised(request.headers)) return sendJson(res, 401, { error: 'Unauthorized' });
      const mode = base.current();
      if (request.method === 'GET' && path === '/system_stats') {
        return sendJson(res, 200, {
          system: { os: 'posix', python_version: '3.12.3', embedded_python: false, comfyui_version: extra.comfyuiVersion, pytorch_version: '2.5.1+cu124', ram_total: 68_719_476_736, ram_free: 34_359_738_368 },
          devices: [{ name: 'cuda:0 NVIDIA GeForce RTX 4090', type: 'cuda', index: 0, vram_total: 25_757_220_864, vram_free: 20_000_000_000 }],
        });
      }
      if (request.method === 'POST' && path === '/upload/image') {
        const image = request.form?.get('image');
        if (!(image instanceof Blob)) return sendJson(res, 400, { error: 'image missing' });
        const name = image instanceof File && image.name ? image.name : `upload-${randomUUID()}.png`;
        uploads.set(name, Buffer.from(await image.arrayBuffer()));
        return sendJson(res, 200, { name, subfolder: '', type: 'input' });
      }
      if (request.method === 'POST' && path === '/prompt') {
        const body = request.json as { prompt?: Graph; client_id?: string } | undefined;
        const graph = body?.prompt;
        if (!graph || typeof graph !== 'object') return sendJson(res, 400, { error: { type: 'no_prompt', message: 'No prompt provided' }, node_errors: {} });
        const load = Object.entries(graph).find(([, node]) => node.class_type === 'LoadImage');
        if (!load || !uploads.has(String(load[1].inputs.image))) {
          return sendJson(res, 400, {
            error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation' },
            node_errors: { [load?.[0] ?? '?']: { errors: [{ type: 'custom_validation_failed', message: 'Invalid image file' }], class_type: 'LoadImage' } },
          });
        }
        const promptId = randomUUID();
        const clientId = body.client_id ?? '';
        counter++;
        prompts.push({ promptId, clientId, graph });
        sendJson(res, 200, { prompt_id: promptId, number: counter, node_errors: {} });
        if (mode !== 'hang') void execute(promptId, clientId, graph, base.current).catch(() => undefined);
        return;
      }
      if (request.method === 'GET' && path.startsWith('/history/')) {
        const promptId = decodeURIComponent(path.slice('/history/'.length));
        const entry = history.get(promptId);
        return sendJson(res, 200, entry ? { [promptId]: entry } : {});
      }
      if (request.method === 'GET' && path === '/view') {
        if (mode === 'garbage') return sendBytes(res, 200, Buffer.from('<html><body>502 Bad Gateway</body></html>'), 'image/png');
        if (mode === 'huge') return sendBytes(res, 200, hugePng(), 'image/png');
        if (mode === 'oversized') return sendOversized(res, 'image/png');
        const picture = outputs.get(`${query.get('subfolder') ?? ''}/${query.get('filename') ?? ''}`);
        return picture ? sendBytes(res, 200, picture, 'image/png') : sendJson(res, 404, { error: 'not found' });
      }
      if (request.method === 'POST' && (path === '/queue' || path === '/interrupt')) return sendJson(res, 200, {});
      return sendJson(res, 404, { error: 'not found' });
    },
  });

  return {
    url: base.url,
    requests: base.requests,
    prompts,
    set: (mode) => base.set(mode),
    get mode() {
      return base.mode;
    },
    get delayMs() {
      return base.delayMs;
    },
    set delayMs(value: number) {
      base.delayMs = value;
    },
    get socket() {
      return extra.socket;
    },
    set socket(value: boolean) {
      extra.socket = value;
    },
    get steps() {
      return extra.steps;
    },
    set steps(value: number) {
      extra.steps = value;
    },
    get stepDelayMs() {
      return extra.stepDelayMs;
    },
    set stepDelayMs(value: number) {
      extra.stepDelayMs = value;
    },
    get comfyuiVersion() {
      return extra.comfyuiVersion;
    },
    set comfyuiVersion(value: string) {
      extra.comfyuiVersion = value;
    },
    async close() {
      for (const socket of sockets.values()) socket.terminate();
      wss.close();
      await base.close();
    },
  };
}

import { randomInt, randomUUID } from 'node:crypto';
import type { AiPin, AiPrompt, AiProviderOptions } from '@booth/shared';
import { uploadablePicture, writeResult } from './ai-files.ts';
import { checkImage, providerFailure } from './ai-http.ts';
import { AiProviderError, type AiImageProvider } from './ai-provider.ts';
import { createComfyClient, SERVICE, waitForPrompt } from './comfy-client.ts';
import { buildGraph, checkpointName, loadWorkflow, RATIO_SIZES, requireWorkflow, WORKFLOWS_DIR, type WorkflowValues } from './comfy-workflow.ts';

export interface EventStationConfig {
  url: string | undefined;
  token: string | undefined;
  creditsPerRun: number;
}

/** The picture is sent at most this large: the workflow scales it to about a megapixel anyway. */
const UPLOAD_MAX_EDGE = 2048;

function pinOf(filterId: string, options: AiProviderOptions, workflowsDir: string, version: string): AiPin {
  const template = loadWorkflow(options.workflow, workflowsDir);
  return {
    provider: 'event_station',
    model: `${options.workflow}@${template ? template.hash : 'missing'}`,
    version,
    parameters: {
      workflow: options.workflow,
      checkpoint: checkpointName(filterId),
      ratio: options.ratio,
      captureMode: options.captureMode,
      denoise: options.strength,
      seed: options.seed,
    },
  };
}

function workflowValues(image: string, filterId: string, prompt: AiPrompt, options: AiProviderOptions, seed: number): WorkflowValues {
  const size = RATIO_SIZES[options.ratio];
  return {
    image,
    positive: prompt.positivePrompt,
    negative: prompt.negativePrompt,
    checkpoint: checkpointName(filterId),
    filterId,
    seed,
    denoise: options.strength,
    width: size.width,
    height: size.height,
    ratio: options.ratio,
    captureMode: options.captureMode,
    workflow: options.workflow,
  };
}

/**
 * The `event_station` provider: a workflow server speaking the ComfyUI HTTP API (AI_EVENT_STATION_URL,
 * optional AI_EVENT_STATION_TOKEN). A run uploads the photo, queues the filter's workflow template
 * (workflows/<providerOptions.workflow>.json; the filter id names the checkpoint, see workflows/README.md),
 * follows its progress over the socket (history polling when there is none), and fetches the saved
 * picture. The pin names the workflow number and file hash; its version is the station's
 * ComfyUI/PyTorch versions from /system_stats, so a station update shows on the pictures after it.
 */
export function createEventStationProvider(config: EventStationConfig, testing: { pollIntervalMs?: number; workflowsDir?: string } = {}): AiImageProvider {
  const workflowsDir = testing.workflowsDir ?? WORKFLOWS_DIR;
  const client = config.url ? createComfyClient({ url: config.url, token: config.token, pollIntervalMs: testing.pollIntervalMs ?? 1_000 }) : null;
  return {
    name: 'event_station',
    configured: client !== null,
    generative: true,
    creditsPerRun: config.creditsPerRun,
    effects: [],
    pinFor: (filterId, _prompt, options) => pinOf(filterId, options, workflowsDir, ''),
    async run({ image, filterId, prompt, options, workdir, onProgress, signal }) {
      if (!client) throw new AiProviderError('unconfigured', 'The event station has no address here (AI_EVENT_STATION_URL is not set)');
      if (!filterId.trim()) throw new AiProviderError('input', 'The filter has no filter id, which names the event station checkpoint');
      const template = requireWorkflow(options.workflow, workflowsDir);
      onProgress(0.02);
      const version = await client.version(signal);
      const upload = await uploadablePicture(image, { maxEdge: UPLOAD_MAX_EDGE, format: 'jpeg' });
      const uploaded = await client.upload(upload.bytes, upload.mimetype, `booth-${randomUUID()}.${upload.extension}`, signal);
      onProgress(0.1);
      const seed = options.seed ?? randomInt(0, 2 ** 31 - 1);
      const graph = buildGraph(template, workflowValues(uploaded, filterId, prompt, options, seed));
      const clientId = randomUUID();
      const socket = await client.openSocket(clientId, signal);
      let promptId: string | null = null;
      let outputs;
      try {
        promptId = await client.queue(graph, clientId, signal);
        onProgress(0.15);
        outputs = await waitForPrompt(client, promptId, socket, signal, (fraction) => onProgress(0.15 + 0.75 * fraction));
      } catch (error) {
        // A run we stop waiting for should not keep the station's GPU busy for nobody.
        if (promptId && signal.aborted) client.cancel(promptId);
        throw providerFailure(SERVICE, error, signal);
      } finally {
        socket?.close();
      }
      const bytes = await client.view(outputs[0]!, signal);
      onProgress(0.95);
      const checked = await checkImage(SERVICE, bytes);
      const result = await writeResult(workdir, 'ai-event-station', bytes, checked);
      onProgress(1);
      return { image: result, pin: pinOf(filterId, options, workflowsDir, version) };
    },
  };
}

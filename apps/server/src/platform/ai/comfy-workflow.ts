import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AiRatio } from '@booth/shared';
import { AiProviderError } from './ai-provider.ts';

/**
 * Workflow templates for the event station (a ComfyUI server): `workflows/<number>.json`, a graph in
 * ComfyUI's API format (what "Save (API format)" exports: node id → {class_type, inputs}). A string
 * value that is exactly a placeholder is replaced by the value, typed (numbers stay numbers); placeholders
 * inside longer strings are replaced as text. Substitution works on the parsed graph, never on the JSON
 * text, so a prompt with quotes or braces cannot change the graph. Placeholders (see workflows/README.md):
 *
 * {{image}} uploaded picture · {{positive}} / {{negative}} prompts · {{checkpoint}} the filter id as a
 * checkpoint file · {{filterId}} the filter id as given · {{seed}} · {{denoise}} strength 0..1 ·
 * {{width}} / {{height}} from the ratio · {{ratio}} · {{captureMode}} · {{workflow}} its number.
 */
export const WORKFLOWS_DIR = fileURLToPath(new URL('./workflows/', import.meta.url));

export type ComfyGraph = Record<string, { class_type: string; inputs: Record<string, unknown>; _meta?: Record<string, unknown> }>;

export interface WorkflowTemplate {
  number: number;
  graph: ComfyGraph;
  /** sha256 of the file (first 12 hex digits): part of the pin, so an edited workflow shows. */
  hash: string;
}

export type WorkflowValues = Record<string, string | number>;

/** SDXL-friendly sizes near one megapixel for each ratio (multiples of 64). */
export const RATIO_SIZES: Record<AiRatio, { width: number; height: number }> = {
  portrait: { width: 832, height: 1216 },
  landscape: { width: 1216, height: 832 },
  square: { width: 1024, height: 1024 },
};

/**
 * A filter id names a checkpoint file on the station; bare names get `.safetensors`, the format
 * ComfyUI's model folders hold today ("anime-style" → "anime-style.safetensors").
 */
export function checkpointName(filterId: string): string {
  const id = filterId.trim();
  return /\.(safetensors|ckpt|pt|pth|bin)$/i.test(id) ? id : `${id}.safetensors`;
}

function isGraph(value: unknown): value is ComfyGraph {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const nodes = Object.values(value as Record<string, unknown>);
  return nodes.length > 0 && nodes.every((node) => node !== null && typeof node === 'object' && typeof (node as { class_type?: unknown }).class_type === 'string' && typeof (node as { inputs?: unknown }).inputs === 'object');
}

const cache = new Map<string, WorkflowTemplate | null>();

/** The template with this number, or null when the project ships none (read once, then cached). */
export function loadWorkflow(number: number, dir = WORKFLOWS_DIR): WorkflowTemplate | null {
  const key = `${dir}|${number}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let template: WorkflowTemplate | null = null;
  try {
    const text = readFileSync(`${dir.replace(/\/?$/, '/')}${number}.json`, 'utf8');
    const graph = JSON.parse(text) as unknown;
    if (!isGraph(graph)) throw new Error(`workflow ${number} is not a ComfyUI API-format graph`);
    template = { number, graph, hash: createHash('sha256').update(text).digest('hex').slice(0, 12) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  cache.set(key, template);
  return template;
}

export function requireWorkflow(number: number, dir = WORKFLOWS_DIR): WorkflowTemplate {
  const template = loadWorkflow(number, dir);
  if (!template) throw new AiProviderError('unconfigured', `Workflow ${number} is not installed on this server (no workflows/${number}.json)`);
  return template;
}

const WHOLE = /^\{\{(\w+)\}\}$/;
const INSIDE = /\{\{(\w+)\}\}/g;

function substitute(value: unknown, values: WorkflowValues): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) {
      const name = whole[1]!;
      if (!(name in values)) throw new AiProviderError('unconfigured', `The workflow uses the unknown placeholder {{${name}}}`);
      return values[name];
    }
    return value.replace(INSIDE, (match, name: string) => (name in values ? String(values[name]) : match));
  }
  if (Array.isArray(value)) return value.map((item) => substitute(item, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item, values)]));
  return value;
}

/** The graph to queue: a deep copy of the template with every placeholder filled in. */
export function buildGraph(template: WorkflowTemplate, values: WorkflowValues): ComfyGraph {
  return substitute(template.graph, values) as ComfyGraph;
}

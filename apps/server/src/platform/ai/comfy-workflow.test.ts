import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGraph, checkpointName, loadWorkflow, requireWorkflow } from './comfy-workflow.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'workflows-'));
  await writeFile(join(dir, '7.json'), JSON.stringify({ '1': { class_type: 'Thing', inputs: { value: '{{mystery}}' } } }));
  await writeFile(join(dir, '8.json'), JSON.stringify({ nodes: [], links: [] }));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const values = { image: 'booth-1.jpg', positive: 'a "quoted" {{negative}} prompt', negative: 'blurry', checkpoint: 'anime.safetensors', filterId: 'anime', seed: 42, denoise: 0.55, width: 832, height: 1216, ratio: 'portrait', captureMode: 5, workflow: 163 };

describe('workflow 163 (the spec default)', () => {
  it('is shipped as an img2img graph in ComfyUI API format, with a stable hash', () => {
    const template = requireWorkflow(163);
    expect(template.hash).toMatch(/^[0-9a-f]{12}$/);
    const classes = Object.values(template.graph).map((node) => node.class_type);
    expect(classes).toEqual(expect.arrayContaining(['CheckpointLoaderSimple', 'LoadImage', 'VAEEncode', 'CLIPTextEncode', 'KSampler', 'VAEDecode', 'SaveImage']));
  });

  it('fills every placeholder, typed, without the prompt text being read as a placeholder', () => {
    const graph = buildGraph(requireWorkflow(163), values);
    const byClass = (name: string) => Object.values(graph).filter((node) => node.class_type === name);
    expect(byClass('LoadImage')[0]!.inputs.image).toBe('booth-1.jpg');
    expect(byClass('CheckpointLoaderSimple')[0]!.inputs.ckpt_name).toBe('anime.safetensors');
    expect(byClass('KSampler')[0]!.inputs).toMatchObject({ seed: 42, denoise: 0.55 });
    expect(byClass('ImageScale')[0]!.inputs).toMatchObject({ width: 832, height: 1216 });
    expect(byClass('CLIPTextEncode').map((node) => node.inputs.text)).toEqual(['a "quoted" {{negative}} prompt', 'blurry']);
    expect(byClass('SaveImage')[0]!.inputs.filename_prefix).toBe('booth/163');
    expect(JSON.stringify(graph)).not.toMatch(/\{\{(image|positive|checkpoint|seed|denoise|width|height|workflow)\}\}/);
    // The template itself is left as it was for the next run.
    expect(JSON.stringify(requireWorkflow(163).graph)).toContain('{{seed}}');
  });
});

describe('workflow templates', () => {
  it('names a bare filter id as a .safetensors checkpoint and keeps a file name', () => {
    expect(checkpointName('anime-style')).toBe('anime-style.safetensors');
    expect(checkpointName(' comic.ckpt ')).toBe('comic.ckpt');
  });

  it('is null for a number the project does not ship, and refused when required', () => {
    expect(loadWorkflow(999_999)).toBeNull();
    expect(() => requireWorkflow(999_999)).toThrow(expect.objectContaining({ reason: 'unconfigured', message: expect.stringContaining('Workflow 999999 is not installed') }));
  });

  it('refuses a placeholder it has no value for, and a file that is not an API-format graph', () => {
    expect(() => buildGraph(requireWorkflow(7, dir), values)).toThrow(/unknown placeholder \{\{mystery\}\}/);
    expect(() => loadWorkflow(8, dir)).toThrow(/not a ComfyUI API-format graph/);
  });
});

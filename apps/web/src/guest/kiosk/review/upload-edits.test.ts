import { FILTER_PRESETS } from '@booth/shared';
import { describe, expect, it, vi } from 'vitest';
import { photoCapture } from '@/guest/booth/test/guest-fixture';
import { shootFormData, uploadShoot } from '@/guest/booth/upload/upload-shoot';
import type { UploadRequest } from '@/guest/booth/upload/upload-transport';

const meta = { filterId: FILTER_PRESETS[0]!.id, gifSpeed: 2 as const, adjustments: { brightness: 10 }, layer: false };
const layer = new Blob(['png'], { type: 'image/png' });

describe('a kiosk upload with review edits', () => {
  it('sends the edits with the text fields and the edit layer after the capture', () => {
    const form = shootFormData(photoCapture(), 'de', null, { meta, layer });
    const entries = [...form.entries()];
    expect(entries.map(([name]) => name)).toEqual(['id', 'kind', 'locale', 'edits', 'file', 'editLayer']);
    expect(JSON.parse(form.get('edits') as string)).toEqual({ ...meta, layer: true });
    expect(form.get('editLayer')).toBeInstanceOf(File);
    expect((form.get('editLayer') as File).name).toBe('edit-layer.png');
  });

  it('announces no layer when the guest placed nothing, and sends none', () => {
    const form = shootFormData(photoCapture(), 'de', null, { meta: { ...meta, layer: true }, layer: null });
    expect(JSON.parse(form.get('edits') as string).layer).toBe(false);
    expect(form.has('editLayer')).toBe(false);
  });

  it('sends the same edits on every try', async () => {
    const bodies: FormData[] = [];
    const transport = vi.fn(async (request: UploadRequest) => {
      bodies.push(request.body);
      return bodies.length === 1 ? { status: 503, body: {} } : { status: 201, body: { id: photoCapture().id, slug: 'abc', micrositeUrl: 'http://x/m/abc' } };
    });
    const capture = photoCapture();
    await uploadShoot({ slug: 'kiosk', token: 't', locale: 'en', capture, feedback: null, edits: { meta, layer }, onState: () => undefined, transport, sleep: async () => undefined });
    expect(bodies.map((body) => [body.get('edits'), (body.get('editLayer') as File).size])).toEqual([
      [JSON.stringify({ ...meta, layer: true }), 3],
      [JSON.stringify({ ...meta, layer: true }), 3],
    ]);
  });
});

describe('a kiosk upload with a person mask', () => {
  const mask = new Blob(['grey png'], { type: 'image/png' });
  const uploaded = { id: photoCapture().id, slug: 'abc', micrositeUrl: 'http://x/m/abc' };

  it('announces the mask in the edits and sends it last', () => {
    const form = shootFormData(photoCapture(), 'de', null, { meta, layer, personMask: mask });
    expect([...form.entries()].map(([name]) => name)).toEqual(['id', 'kind', 'locale', 'edits', 'file', 'editLayer', 'personMask']);
    expect(JSON.parse(form.get('edits') as string)).toEqual({ ...meta, layer: true, personMask: true });
    expect((form.get('personMask') as File).name).toBe('person-mask.png');
  });

  it('names no mask when none goes along', () => {
    const form = shootFormData(photoCapture(), 'de', null, { meta: { ...meta, personMask: true }, layer: null, personMask: null });
    expect(JSON.parse(form.get('edits') as string)).toEqual({ ...meta, layer: false });
    expect(form.has('personMask')).toBe(false);
  });

  it('asks for a mask still in the making once, and sends it on every try', async () => {
    const bodies: FormData[] = [];
    const transport = vi.fn(async (request: UploadRequest) => {
      bodies.push(request.body);
      return bodies.length === 1 ? { status: 503, body: {} } : { status: 201, body: uploaded };
    });
    const personMask = vi.fn(async () => mask);
    await uploadShoot({ slug: 'kiosk', token: 't', locale: 'en', capture: photoCapture(), feedback: null, edits: { meta, layer: null, personMask }, onState: () => undefined, transport, sleep: async () => undefined });
    expect(personMask).toHaveBeenCalledTimes(1);
    expect(bodies.map((body) => [JSON.parse(body.get('edits') as string).personMask, (body.get('personMask') as File).size])).toEqual([
      [true, mask.size],
      [true, mask.size],
    ]);
  });

  it('uploads the picture without a mask when it cannot be had', async () => {
    for (const personMask of [async () => null, async () => Promise.reject(new Error('no model'))]) {
      const transport = vi.fn(async (_request: UploadRequest) => ({ status: 201, body: uploaded }));
      await uploadShoot({ slug: 'kiosk', token: 't', locale: 'en', capture: photoCapture(), feedback: null, edits: { meta, layer: null, personMask }, onState: () => undefined, transport });
      const body = transport.mock.calls[0]![0].body;
      expect(JSON.parse(body.get('edits') as string)).toEqual({ ...meta, layer: false });
      expect(body.has('personMask')).toBe(false);
    }
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Event } from '@booth/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png, uploadOk, type TestCustomer } from '@/test/assets.ts';
import { buildTestApp, type TestApp } from '@/test/test-app.ts';
import { call, createEvent, customerOn, fieldPaths } from '@/modules/events/events.test-support.ts';

/*
 * Saving a print layout (issue 25): a node off the paper, another customer's asset or font, or a font
 * family the server cannot set is refused with a 400 naming the field and the node; nothing is stored.
 */

const require = createRequire(import.meta.url);
const fontFile = readFileSync(require.resolve('@fontsource/pacifico/files/pacifico-latin-400-normal.woff'));
const LAYOUT = 'screens.sharing.printLayoutCreator.settings';

let t: TestApp;
let ada: TestCustomer;
let event: Event;
let ownImage: string;
let ownFont: string;
let bensImage: string;
let bensFont: string;

const withLayout = (kind: string, layout: object) => ({
  screens: { ...event.screens, sharing: { ...event.screens.sharing, printLayoutCreator: { enabled: true, settings: { [kind]: layout } } } },
});
const save = (kind: string, layout: object) => call(t, ada, 'PUT', `/events/${event.id}`, withLayout(kind, layout));

beforeAll(async () => {
  t = await buildTestApp();
  ada = await customerOn(t, 'ada@example.com', 'Gold');
  const ben = await customerOn(t, 'ben@example.com', 'Gold');
  const image = await png(400, 300);
  ownImage = (await uploadOk(t, ada, 'printImage', 'logo.png', image)).id;
  ownFont = (await uploadOk(t, ada, 'font', 'pacifico.woff', fontFile)).id;
  bensImage = (await uploadOk(t, ben, 'printImage', 'bens.png', image)).id;
  bensFont = (await uploadOk(t, ben, 'font', 'bens.woff', fontFile)).id;
  event = await createEvent(t, ada, { name: 'Print party' });
});
afterAll(async () => {
  await t?.close();
});

function refusal(response: { statusCode: number; body: string; json: <T>() => T }) {
  expect(response.statusCode, response.body).toBe(400);
  return { paths: fieldPaths(response), message: response.json<{ message: string }>().message };
}

describe('saving a print layout', () => {
  it('stores a layout of every node kind with its own image and font', async () => {
    const nodes = [
      { id: 'pic', type: 'frame', x: 40, y: 40, width: 1200, height: 1200 },
      { id: 'title', type: 'text', text: 'Hallo', y: 1300, width: 1280, height: 100, format: { fontId: ownFont } },
      { id: 'logo', type: 'image', assetId: ownImage, x: 1000, y: 1700 },
      { id: 'web', type: 'qr-code', value: 'https://example.com', y: 1700 },
      { id: 'mine', type: 'shoot-qr-code', x: 300, y: 1700 },
      { id: 'when', type: 'date', x: 600, y: 1750, textFormat: { family: 'Open Sans' } },
    ];
    const response = await save('photoLayout', { nodes, backgroundAsset: ownImage });
    expect(response.statusCode, response.body).toBe(200);
    const stored = response.json<Event>().screens.sharing.printLayoutCreator.settings.photoLayout;
    expect(stored.nodes.map((node) => node.id)).toEqual(nodes.map((node) => node.id));
  });

  it('refuses a node entirely off the paper, naming its path and id', async () => {
    const { paths, message } = refusal(await save('photo', { nodes: [{ id: 'ok', type: 'frame' }, { id: 'lost-text', type: 'text', x: 1300 }] }));
    expect(paths).toEqual([`${LAYOUT}.photo.nodes.1`]);
    expect(message).toContain('lost-text');
  });

  it('measures against the layout paper: on a 2×6 strip the same node is off', async () => {
    const node = { id: 'wide', type: 'shoot-qr-code', x: 700 };
    expect((await save('gif', { nodes: [node] })).statusCode).toBe(200);
    expect(refusal(await save('gif', { paperSize: '2:6', nodes: [node] })).paths).toEqual([`${LAYOUT}.gif.nodes.0`]);
  });

  it("refuses another customer's image and font, naming the node", async () => {
    const nodes = [
      { id: 'bens-logo', type: 'image', assetId: bensImage },
      { id: 'bens-type', type: 'text', text: 'x', format: { fontId: bensFont } },
    ];
    const { paths, message } = refusal(await save('boomerang', { nodes }));
    expect(paths).toEqual([`${LAYOUT}.boomerang.nodes.0.assetId`, `${LAYOUT}.boomerang.nodes.1.format.fontId`]);
    expect(message).toContain('bens-logo');
    expect(message).toContain('bens-type');
  });

  it("refuses another customer's print background", async () => {
    expect(refusal(await save('aifilter', { backgroundAsset: bensImage })).paths).toEqual([`${LAYOUT}.aifilter.backgroundAsset`]);
  });

  it('refuses a font family the server has no font of, but takes one of its own uploaded families', async () => {
    const unknown = { id: 'fancy', type: 'date', textFormat: { family: 'Comic Nope' } };
    const { paths, message } = refusal(await save('photo', { nodes: [unknown] }));
    expect(paths).toEqual([`${LAYOUT}.photo.nodes.0.textFormat.family`]);
    expect(message).toContain('fancy');
    const response = await save('photo', { nodes: [{ ...unknown, textFormat: { family: 'Pacifico' } }] });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a frame for a picture the layout does not include', async () => {
    const nodes = [{ id: 'second', type: 'frame', frameIndex: 1 }];
    expect(refusal(await save('photo', { includeFrames: 1, nodes })).paths).toEqual([`${LAYOUT}.photo.nodes.0.frameIndex`]);
    expect((await save('photo', { includeFrames: 2, nodes })).statusCode).toBe(200);
  });

  it('keeps the stored layout after a refusal', async () => {
    await save('photo', { nodes: [{ id: 'lost', type: 'text', y: 5000 - 1000 }] });
    const stored = (await call(t, ada, 'GET', `/events/${event.slug}?screens=1`)).json<Event>();
    expect(stored.screens.sharing.printLayoutCreator.settings.photo.nodes.map((node) => node.id)).toEqual(['second']);
  });

  it('refuses a bad layout when a campaign is created with it', async () => {
    const response = await call(t, ada, 'POST', '/events', {
      name: 'Bad from the start',
      screens: { sharing: { printLayoutCreator: { settings: { photo: { nodes: [{ id: 'gone', type: 'frame', x: -900 }] } } } } },
    });
    expect(refusal(response).paths).toEqual([`${LAYOUT}.photo.nodes.0`]);
  });
});

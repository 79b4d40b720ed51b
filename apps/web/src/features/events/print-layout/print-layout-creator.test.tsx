import { type Asset, type LayoutNode, type PrintLayoutCreator as Creator, printLayoutCreatorSchema } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EditorContext, type EditorContextValue } from '@/features/events/editor/editor-context';
import { getAt, setAt } from '@/features/events/editor/path';
import { PRINT_LAYOUT_CREATOR_PATH } from '@/features/events/print-layout/creator-path';
import PrintLayoutCreator from '@/features/events/print-layout/print-layout-creator';
import { FakeApi } from '@/test/fake-api';
import { renderUi } from '@/test/render-ui';

vi.setConfig({ testTimeout: 30_000 });

const GOLD = 20;

/** The creator inside the editor's form state, which the test reads back as the save would send it. */
function renderCreator({ planLevel = GOLD, language = 'de' as 'de' | 'en' } = {}) {
  new FakeApi().on('GET', '/api/assets', { body: { assets: [], total: 0, nextCursor: null } }).install();
  const state: { settings: Record<string, unknown> } = { settings: {} };
  function Harness() {
    const [settings, setSettings] = useState<Record<string, unknown>>(() => setAt({}, PRINT_LAYOUT_CREATOR_PATH, printLayoutCreatorSchema.parse({ enabled: true })));
    state.settings = settings;
    const value: EditorContextValue = {
      settings,
      setValue: (path, next) => setSettings((current) => setAt(current, path, next)),
      updateValue: (path, change) => setSettings((current) => setAt(current, path, change(getAt(current, path)))),
      errors: {},
      hidden: new Set(),
      planLevel,
      currentPath: '/events/summer/edit',
      pricingPath: '/pricing',
      rememberAsset: (_asset: Asset) => undefined,
      knownAsset: () => undefined,
    };
    return (
      <EditorContext.Provider value={value}>
        <PrintLayoutCreator />
      </EditorContext.Provider>
    );
  }
  const router = createMemoryRouter([{ path: '/events/:slug/edit', element: <Harness /> }], { initialEntries: ['/events/summer/edit'] });
  renderUi(<RouterProvider router={router} />, { language });
  const photo = () => (getAt(state.settings, PRINT_LAYOUT_CREATOR_PATH) as Creator).settings.photo;
  return { photo, user: userEvent.setup() };
}

async function add(user: ReturnType<typeof userEvent.setup>, type: LayoutNode['type']) {
  await user.click(screen.getByTestId('layout-add'));
  await user.click(await screen.findByTestId(`layout-add-${type}`));
}

const nodeOf = (nodes: LayoutNode[], type: LayoutNode['type']) => nodes.find((node) => node.type === type) as LayoutNode;

describe('print layout creator', () => {
  it('shows the generated picture frame and adds a text as a node of the layout', async () => {
    const { photo, user } = renderCreator();
    const list = await screen.findByTestId('layout-node-list');
    expect(within(list).getByText('Bild 1')).toBeInTheDocument();
    expect(photo().nodes).toEqual([]);
    await add(user, 'text');
    // The first edit writes the generated frame into the layout too, so it prints where it is shown.
    expect(photo().nodes.map((node) => node.type)).toEqual(['frame', 'text']);
    expect(within(list).getByText(/^Text:/)).toBeInTheDocument();
    expect(screen.getByTestId('layout-prop-text')).toBeInTheDocument();
    await user.type(screen.getByTestId('layout-prop-text'), 'Hallo');
    expect((nodeOf(photo().nodes, 'text') as Extract<LayoutNode, { type: 'text' }>).text).toBe('Hallo');
  });

  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y', async () => {
    const { photo, user } = renderCreator();
    await add(user, 'date');
    await add(user, 'shoot-qr-code');
    expect(photo().nodes.map((node) => node.type)).toEqual(['frame', 'date', 'shoot-qr-code']);
    await user.click(screen.getByTestId('layout-undo'));
    expect(photo().nodes.map((node) => node.type)).toEqual(['frame', 'date']);
    await user.click(screen.getByTestId('layout-redo'));
    expect(photo().nodes.map((node) => node.type)).toEqual(['frame', 'date', 'shoot-qr-code']);
    screen.getByTestId('layout-canvas').focus();
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}z{/Control}');
    expect(photo().nodes).toEqual([]);
    expect(screen.getByTestId('layout-undo')).toBeDisabled();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(photo().nodes.map((node) => node.type)).toEqual(['frame', 'date']);
    await user.keyboard('{Control>}y{/Control}');
    expect(photo().nodes).toHaveLength(3);
  });

  it('nudges the selected node by 1 px with the arrows and 10 px with Shift, one undo step in all', async () => {
    const { photo, user } = renderCreator();
    await add(user, 'image');
    const start = nodeOf(photo().nodes, 'image');
    screen.getByTestId('layout-canvas').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowUp}');
    const moved = nodeOf(photo().nodes, 'image');
    expect([moved.x - start.x, moved.y - start.y]).toEqual([2, 9]);
    expect(screen.getByTestId('layout-prop-x')).toHaveValue(String(moved.x));
    await user.click(screen.getByTestId('layout-undo'));
    expect(nodeOf(photo().nodes, 'image')).toMatchObject({ x: start.x, y: start.y });
    // Typing into a property does not move the node.
    await user.click(screen.getByTestId('layout-prop-width'));
    await user.keyboard('{ArrowLeft}');
    expect(nodeOf(photo().nodes, 'image').x).toBe(start.x);
  });

  it('changes the z-order and the level of the selected node', async () => {
    const { photo, user } = renderCreator();
    await add(user, 'text');
    await add(user, 'date');
    const order = () => [...photo().nodes].filter((node) => node.level === 'overlay').sort((a, b) => a.zIndex - b.zIndex).map((node) => node.type);
    expect(order()).toEqual(['frame', 'text', 'date']);
    expect(screen.getByTestId('layout-z-forward')).toBeDisabled();
    await user.click(screen.getByTestId('layout-z-back'));
    expect(order()).toEqual(['date', 'frame', 'text']);
    await user.click(screen.getByTestId('layout-z-forward'));
    expect(order()).toEqual(['frame', 'date', 'text']);
    await user.click(screen.getByTestId('layout-z-front'));
    expect(order()).toEqual(['frame', 'text', 'date']);
    await user.click(screen.getByTestId('layout-z-backward'));
    expect(order()).toEqual(['frame', 'date', 'text']);
    await user.click(screen.getByTestId('layout-level'));
    expect(nodeOf(photo().nodes, 'date').level).toBe('background');
    expect(screen.getByRole('button', { name: 'Vor das Bild legen' })).toBeInTheDocument();
  });

  it('deletes with the Delete key; the last date turns its switch off', async () => {
    const { photo, user } = renderCreator();
    await user.click(screen.getByTestId('layout-addCurrentDate'));
    expect(photo().addCurrentDate).toBe(true);
    // The switch alone prints a generated date; selecting and deleting it takes the switch off again.
    await user.click(within(screen.getByTestId('layout-node-list')).getByText('Datum'));
    screen.getByTestId('layout-canvas').focus();
    await user.keyboard('{Delete}');
    expect(photo().addCurrentDate).toBe(false);
    expect(photo().nodes.some((node) => node.type === 'date')).toBe(false);
  });

  it('sets the number of pictures and a paper size per capture kind', async () => {
    const { photo, user } = renderCreator();
    const frames = screen.getByTestId('layout-includeFrames');
    await user.clear(frames);
    await user.type(frames, '2');
    expect(photo().includeFrames).toBe(2);
    const list = screen.getByTestId('layout-node-list');
    expect(within(list).getByText('Bild 2')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'GIF' }));
    await waitFor(() => expect(screen.getByTestId('layout-workbench')).toHaveAttribute('data-kind', 'gif'));
    expect(within(screen.getByTestId('layout-node-list')).queryByText('Bild 2')).toBeNull();
  });

  it('speaks English, with a described canvas', async () => {
    renderCreator({ language: 'en' });
    expect(await screen.findByRole('button', { name: 'Undo (Ctrl+Z)' })).toBeInTheDocument();
    expect(screen.getByRole('application', { name: 'Print layout canvas' })).toHaveAccessibleDescription(/Arrow keys move by 1 px/);
  });

  it('locks the creator below Gold', async () => {
    renderCreator({ planLevel: 10 });
    expect(await screen.findByTestId('layout-gold-only')).toHaveTextContent('Gold');
    expect(screen.queryByTestId('layout-workbench')).toBeNull();
  });
});

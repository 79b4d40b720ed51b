import { INVALID_LOCK_PASSWORD_MESSAGE, eventSettingsSchema } from '@booth/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTree, leafPaths, schemaAt } from '@/features/events/editor/schema-tree';
import { editorTabs, tabsFor } from '@/features/events/editor/editor-tabs';
import { relevanceRuleFor } from '@/features/events/editor/relevance';
import { readMediaSize } from '@/lib/media-size';
import { makeAsset } from '@/test/asset-fixtures';
import { makeEvent } from '@/test/event-fixtures';
import { apiError, baseApi, testUser } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

function signedIn() {
  window.localStorage.setItem('signed-in', '1');
}

const ipad = makeEvent({ name: 'Summer party', slug: 'summer-party' });
const virtual = makeEvent({ name: 'Online gala', slug: 'online-gala', boothType: 'virtual' });

function editorApi(event = ipad, user: object = { ...testUser, plan: { name: 'Platinum', level: 30, products: ['booth'] } }) {
  return baseApi()
    .on('GET', '/api/auth/user', { body: user })
    .on('GET', `/api/events/${event.slug}`, { body: event })
    .on('GET', '/api/assets', { body: { assets: [], total: 0, nextCursor: null } });
}

// The editor renders hundreds of settings; on a shared machine a test takes longer than the default 15 s.
vi.setConfig({ testTimeout: 45_000 });

vi.mock('@/lib/media-size', () => ({ readMediaSize: vi.fn(async () => ({ width: 1080, height: 1920 })) }));

type User = ReturnType<typeof userEvent.setup>;

/** Opens a group (one that is switched on starts open). */
async function openGroup(user: User, path: string) {
  const toggle = await screen.findByTestId(`group-toggle-${path}`);
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}

/** A change anywhere: "publish new pictures at once" on the general tab, under "More settings". */
async function toggleAutoPublic(user: User) {
  await user.click(await screen.findByTestId('editor-tab-general'));
  if (!screen.queryByTestId('field-autoPublic')) await user.click(await screen.findByTestId('more-toggle-autoPublic'));
  await user.click(await screen.findByTestId('field-autoPublic'));
}

describe('editor fields from the model', () => {
  it('reaches every setting of the model through the tabs', () => {
    const covered = new Set(
      (['ipad', 'virtual'] as const).flatMap((boothType) =>
        tabsFor(boothType).flatMap((tab) => tab.sections.flatMap((section) => section.paths.flatMap((path) => leafPaths(buildTree(schemaAt(path), path))))),
      ),
    );
    // Settings of features not built yet are hidden from every booth type (relevance.ts).
    const notBuilt = (key: string) => relevanceRuleFor(key)?.boothTypes.length === 0;
    const top = Object.keys(eventSettingsSchema.shape).filter((key) => !['boothType', 'deviceOrientation', 'archived'].includes(key) && !notBuilt(key));
    for (const key of top) expect([...covered].some((path) => path === key || path.startsWith(`${key}.`)), key).toBe(true);
    expect(covered.has('screens.sharing.email.subject')).toBe(true);
    expect(covered.has('screens.microsite.title')).toBe(true);
    expect(covered.has('shutter.gif.enabled')).toBe(true);
    expect(covered.has('legal.imprintUrl')).toBe(true);
    expect(covered.has('screens.shutter.spokenCountdown')).toBe(true);
  });

  it('gives every path exactly one place (no section repeats another)', () => {
    const places = new Map<string, number>();
    for (const tab of editorTabs)
      for (const section of tab.sections)
        for (const path of section.paths)
          for (const leaf of leafPaths(buildTree(schemaAt(path), path)).filter((leafPath) => !section.exclude?.some((ex) => leafPath === ex || leafPath.startsWith(`${ex}.`))))
            places.set(leaf, (places.get(leaf) ?? 0) + 1);
    expect([...places].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('picks the widget from the schema: text format, spacing, colour, asset, stepper bounds, list limits', () => {
    const find = (path: string) => {
      const parent = path.split('.').slice(0, -1).join('.');
      const tree = buildTree(schemaAt(parent), parent);
      const stack = [tree];
      while (stack.length) {
        const node = stack.pop();
        if (!node) break;
        if (node.path === path) return node;
        if (node.kind === 'group') stack.push(...node.children);
      }
      throw new Error(path);
    };
    expect(find('designSettings.startScreen.general.title.large')).toMatchObject({ widget: 'textFormat' });
    expect(find('designSettings.startScreen.general.spacings.logoSpacing')).toMatchObject({ widget: 'spacing' });
    expect(find('screens.shutter.badgeColor')).toMatchObject({ widget: 'color' });
    expect(find('screens.sharing.background')).toMatchObject({ widget: 'asset', assetKind: 'shareScreenBackground' });
    expect(find('screens.shutter.countdownSeconds')).toMatchObject({ widget: 'number' });
    expect(find('shutter.photo.overlays')).toMatchObject({ widget: 'assetList', assetKind: 'overlay', maxItems: 10 });
    expect(find('screens.sharing.customConsent.popups')).toMatchObject({ widget: 'objectList', maxItems: 5 });
    expect(find('screens.sharing.survey.items')).toMatchObject({ widget: 'objectList', maxItems: 5 });
  });

  it('orders the tabs as a guest meets the screens, with a review tab only for a tablet booth', () => {
    expect(tabsFor('ipad').map((tab) => tab.id)).toEqual(['start', 'capture', 'review', 'sharing', 'data', 'microsite', 'presentation', 'design', 'general', 'advanced']);
    expect(tabsFor('virtual').map((tab) => tab.id)).toEqual(['start', 'capture', 'sharing', 'data', 'microsite', 'presentation', 'design', 'general', 'advanced']);
  });
});

describe('campaign editor', () => {
  // The route is loaded lazily; loading it once up front keeps the first test within the wait limits.
  beforeAll(async () => {
    await import('@/features/events/routes/event-edit-route');
  }, 60_000);

  it('shows the tabs and settings of the booth type', async () => {
    editorApi(virtual).install();
    signedIn();
    renderApp('/en/events/online-gala/edit');
    await screen.findByTestId('editor-tab-capture');
    expect(screen.queryByTestId('editor-tab-review')).toBeNull();
    expect(screen.queryByTestId('group-screens.attention')).toBeNull();
    expect(await screen.findByTestId('field-virtualSettings.title')).toBeInTheDocument();
  });

  it('shows a tablet booth no settings of the online booth page', async () => {
    editorApi().install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    await screen.findByTestId('editor-tab-review');
    expect(screen.queryByTestId('field-virtualSettings.title')).toBeNull();
    expect(await screen.findByTestId('field-screens.attention.startDelaySeconds')).toBeInTheDocument();
  });

  it('labels a setting in plain words with a one-line help, and keeps the rest under "More settings"', async () => {
    editorApi().install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-capture'));
    const countdown = await screen.findByTestId('field-screens.shutter.countDownType');
    const wrapper = countdown.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(wrapper).toHaveTextContent('Countdown style');
    expect(wrapper).toHaveTextContent('Numbers on the screen or your own countdown video.');
    expect(screen.queryByTestId('field-screens.shutter.badgeColor')).toBeNull();
    await user.click(screen.getByTestId('more-toggle-screens.shutter'));
    expect(await screen.findByTestId('field-screens.shutter.badgeColor')).toBeInTheDocument();
    const accessibility = screen.getByTestId('section-accessibility');
    expect(accessibility).toHaveTextContent('Sound during countdown');
    expect(accessibility).toHaveTextContent('Read the countdown aloud');
  });

  it('shows the sub-settings of a switch only while it is on', async () => {
    editorApi().install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-sharing'));
    await openGroup(user, 'screens.sharing.sms');
    expect(screen.queryByTestId('field-screens.sharing.sms.body')).toBeNull();
    await user.click(screen.getByTestId('field-screens.sharing.sms.enabled'));
    expect(await screen.findByTestId('field-screens.sharing.sms.body')).toBeInTheDocument();
  });

  it('refuses a name over 200 characters with a message instead of cutting it', async () => {
    const api = editorApi().install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-general'));
    const field = await screen.findByTestId('field-name');
    expect(field).not.toHaveAttribute('maxlength');
    const long = 'A'.repeat(920);
    await user.clear(field);
    await user.click(field);
    await user.paste(long);
    expect(field).toHaveValue(long);
    const wrapper = field.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(wrapper).toHaveTextContent('At most 200 characters');
    expect(wrapper).toHaveTextContent('920/200');
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('Please shorten the marked texts before saving.')).toBeInTheDocument();
    expect(api.calls('PUT', `/api/events/${ipad.id}`)).toHaveLength(0);
  });

  it('edits guest texts as a list with the default as placeholder, changed ones first', async () => {
    const withText = makeEvent({ slug: 'texts', boothType: 'virtual', virtualSettings: { translations: { 'share.title': 'Dein Moment!' } } } as never);
    const api = editorApi(withText)
      .on('PUT', `/api/events/${withText.id}`, ({ body }) => ({ body: { ...withText, ...(body as object) } }))
      .install();
    signedIn();
    renderApp('/events/texts/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-design'));
    const editor = await screen.findByTestId('field-virtualSettings.translations');
    const rows = within(editor).getAllByTestId('field-virtualSettings.translations-row');
    expect(rows[0]).toHaveAttribute('data-key', 'share.title');
    expect(within(rows[0] as HTMLElement).getByTestId('field-virtualSettings.translations-input')).toHaveValue('Dein Moment!');
    await user.click(within(editor).getByTestId('field-virtualSettings.translations-search'));
    await user.paste('start.title');
    const start = within(editor).getAllByTestId('field-virtualSettings.translations-row')[0] as HTMLElement;
    expect(start).toHaveAttribute('data-key', 'start.title');
    const input = within(start).getByTestId('field-virtualSettings.translations-input');
    // The placeholder is what a German guest sees today.
    expect(input.getAttribute('placeholder')).not.toBe('');
    expect(input.getAttribute('placeholder')).not.toMatch(/Virtual Photo Booth/);
    await user.click(input);
    await user.paste('Willkommen bei uns');
    expect(within(start).getByTestId('field-virtualSettings.translations-input')).toHaveValue('Willkommen bei uns');
    await user.clear(within(editor).getByTestId('field-virtualSettings.translations-search'));
    const own = within(editor).getAllByTestId('field-virtualSettings.translations-row')[0] as HTMLElement;
    expect(own).toHaveAttribute('data-key', 'share.title');
    await user.click(within(own).getByTestId('field-virtualSettings.translations-reset'));
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${withText.id}`)).toHaveLength(1));
    const body = api.calls('PUT', `/api/events/${withText.id}`)[0]?.body as { virtualSettings: { translations: Record<string, string> } };
    expect(body.virtualSettings.translations).toEqual({ 'start.title': 'Willkommen bei uns' });
  }, 40_000);

  it('shows the effective guest text as placeholder where a setting overrides it', async () => {
    editorApi(virtual).install();
    signedIn();
    renderApp('/en/events/online-gala/edit');
    const title = await screen.findByTestId('field-virtualSettings.title');
    // The stored English default is not a text of the organiser's own; the guest reads the catalogue text.
    expect(title).toHaveValue('');
    expect(title.getAttribute('placeholder')).toBeTruthy();
  });

  it('uploads a file dropped on an overlay list into the library and adds it', async () => {
    const uploaded = makeAsset({ assetType: 'overlay', originalname: 'frame.png', name: 'frame.png' });
    const api = editorApi()
      .on('POST', '/api/assets', ({ form }) => ({ status: 201, body: { ...uploaded, id: String(form?.get('id')) } }))
      .on('PUT', `/api/events/${ipad.id}`, ({ body }) => ({ body: { ...ipad, ...(body as object) } }))
      .install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-capture'));
    const photo = await screen.findByTestId('field-shutter.photo.enabled');
    if (!(photo as HTMLInputElement).checked) await user.click(photo);
    const input = await screen.findByTestId('field-shutter.photo.overlays-drop-input');
    await user.upload(input, new File([new Uint8Array(64)], 'frame.png', { type: 'image/png' }));
    await waitFor(() => expect(api.calls('POST', '/api/assets')).toHaveLength(1));
    expect(api.calls('POST', '/api/assets')[0]?.form?.get('assetType')).toBe('overlay');
    const list = screen.getByTestId('field-shutter.photo.overlays');
    await waitFor(() => expect(within(list).getAllByTestId('field-shutter.photo.overlays-item')).toHaveLength(1));
    const id = String(api.calls('POST', '/api/assets')[0]?.form?.get('id'));
    expect(within(list).getByTestId('field-shutter.photo.overlays-0')).toHaveAttribute('data-value', id);
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${ipad.id}`)).toHaveLength(1));
    expect((api.calls('PUT', `/api/events/${ipad.id}`)[0]?.body as { shutter: { photo: { overlays: string[] } } }).shutter.photo.overlays).toEqual([id]);
  });

  it('uploads a file dropped on a single asset slot and chooses it', async () => {
    const uploaded = makeAsset({ assetType: 'shareScreenBackground', originalname: 'wall.png', name: 'wall.png' });
    const api = editorApi()
      .on('POST', '/api/assets', ({ form }) => ({ status: 201, body: { ...uploaded, id: String(form?.get('id')) } }))
      .install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-sharing'));
    // The slot is a drop target; its file input is what a drop or the upload button fills.
    expect(await screen.findByTestId('field-screens.sharing.background-picker-dropzone')).toBeInTheDocument();
    const input = screen.getByTestId('field-screens.sharing.background-picker-file');
    // A picture of the wrong size is refused in the slot with the kind's rule, and nothing is uploaded.
    await user.upload(input, new File([new Uint8Array(64)], 'small.png', { type: 'image/png' }));
    expect(await screen.findByTestId('field-screens.sharing.background-picker-upload-error')).toHaveTextContent('1080 × 1920');
    expect(api.calls('POST', '/api/assets')).toHaveLength(0);
    vi.mocked(readMediaSize).mockResolvedValueOnce({ width: 1536, height: 2048 });
    await user.upload(input, new File([new Uint8Array(64)], 'wall.png', { type: 'image/png' }));
    await waitFor(() => expect(api.calls('POST', '/api/assets')).toHaveLength(1));
    const id = String(api.calls('POST', '/api/assets')[0]?.form?.get('id'));
    await waitFor(() => expect(screen.getByTestId('field-screens.sharing.background-picker')).toHaveAttribute('data-value', id));
    expect(screen.getByTestId('field-screens.sharing.background-picker-current')).toHaveTextContent('wall.png');
  });

  it('previews a tablet campaign in the kiosk: its attention screen on the start tab, with the kiosk screens in the posted campaign', async () => {
    const event = makeEvent({ name: 'Messe', slug: 'messe', boothType: 'ipad' } as never);
    editorApi(event).install();
    signedIn();
    renderApp('/en/events/messe/edit');
    const frame = (await screen.findByTestId('editor-preview')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('data-kind', 'attention');
    expect(frame.getAttribute('src')).toBe('/en/kiosk/messe?preview=attention');
    const target = frame.contentWindow as Window;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'boothwerk:preview-ready' }, origin: window.location.origin, source: target }));
    });
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [message] = post.mock.calls.at(-1) as [{ screen: string; event: { screens: Record<string, unknown> } }];
    expect(message.screen).toBe('attention');
    expect(Object.keys(message.event.screens)).toEqual(expect.arrayContaining(['attention', 'review', 'shutter', 'sharing']));
  });

  it('posts the campaign with the unsaved settings and its overlay to the real booth preview once it is ready', async () => {
    const overlay = makeAsset({ assetType: 'overlay', originalname: 'gold-frame.png', name: 'gold-frame.png' });
    const event = makeEvent({ name: 'Gala', slug: 'gala', boothType: 'virtual', shutter: { photo: { enabled: true, overlays: [overlay.id] } } } as never);
    editorApi(event)
      .on('GET', `/api/events/gala`, ({ query }) => ({ body: query.get('assets') === '1' ? { ...event, assets: [overlay] } : event }))
      .install();
    signedIn();
    renderApp('/en/events/gala/edit');
    const frame = (await screen.findByTestId('editor-preview')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('data-kind', 'start');
    expect(frame.getAttribute('src')).toBe('/en/booth/gala?preview=start');
    const target = frame.contentWindow as Window;
    const post = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
    // Nothing is sent before the guest page says it is ready.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(post).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type: 'boothwerk:preview-ready' }, origin: window.location.origin, source: target }));
    });
    await waitFor(() => expect(post.mock.calls.some(([message]) => (message as { event: { assets: unknown[] } }).event.assets.length === 1)).toBe(true));
    const [message, origin] = post.mock.calls.at(-1) as [{ type: string; screen: string; event: { name: string; assets: { id: string; src: string }[] } }, string];
    expect(origin).toBe(window.location.origin);
    expect(message.type).toBe('boothwerk:preview');
    expect(message.screen).toBe('start');
    expect(message.event.assets).toEqual([expect.objectContaining({ id: overlay.id, assetType: 'overlay', src: overlay.src ?? overlay.filePath })]);
    // An unsaved change goes to the frame too.
    const user = userEvent.setup();
    const title = screen.getByTestId('field-virtualSettings.title');
    await user.type(title, 'Hello gala');
    await waitFor(() => expect((post.mock.calls.at(-1)?.[0] as { event: { virtualSettings: { title: string } } }).event.virtualSettings.title).toBe('Hello gala'));
  });

  it('renames the campaign on the general tab', async () => {
    const api = editorApi()
      .on('PUT', `/api/events/${ipad.id}`, ({ body }) => ({ body: { ...ipad, ...(body as object) } }))
      .install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-general'));
    const field = await screen.findByTestId('field-name');
    const input = within(field).queryByRole('textbox') ?? field;
    await user.clear(input);
    await user.type(input, 'Winter Party');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${ipad.id}`)).toHaveLength(1));
    expect(api.calls('PUT', `/api/events/${ipad.id}`)[0]?.body).toEqual({ name: 'Winter Party' });
  });

  it('saves a changed field as its whole top-level object and says so', async () => {
    const api = editorApi()
      .on('PUT', `/api/events/${ipad.id}`, ({ body }) => ({ body: { ...ipad, ...(body as object) } }))
      .install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-sharing'));
    await openGroup(user, 'screens.sharing.email');
    const subject = within(screen.getByTestId('field-screens.sharing.email.subject')).queryByRole('textbox') ?? screen.getByTestId('field-screens.sharing.email.subject');
    await user.clear(subject);
    await user.type(subject, 'Your picture');
    expect(screen.getByTestId('editor-dirty')).toHaveTextContent('Unsaved changes');
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(api.calls('PUT', `/api/events/${ipad.id}`)).toHaveLength(1));
    const body = api.calls('PUT', `/api/events/${ipad.id}`)[0]?.body as { screens: { sharing: { email: { subject: string } } } };
    expect(Object.keys(body)).toEqual(['screens']);
    expect(body.screens.sharing.email.subject).toBe('Your picture');
    expect(await screen.findByText('Changes saved!')).toBeInTheDocument();
    expect(screen.queryByTestId('editor-dirty')).toBeNull();
  });

  it('shows the error toast in German and the field error at its widget, on its tab', async () => {
    editorApi()
      .on('PUT', `/api/events/${ipad.id}`, {
        status: 400,
        body: { code: 'VALIDATION', message: 'Invalid settings', requestId: 'r', fields: [{ path: 'screens.microsite.title', message: 'Too long', code: 'too_long', limit: 200 }] },
      })
      .install();
    signedIn();
    renderApp('/events/summer-party/edit');
    const user = userEvent.setup();
    await toggleAutoPublic(user);
    await user.click(screen.getByTestId('editor-save'));
    // In the interface language, never the server's English message.
    expect(await screen.findByText('Änderungen können nicht gespeichert werden. Fehler: Bitte prüfen Sie Ihre Eingaben.')).toBeInTheDocument();
    const field = await screen.findByTestId('field-screens.microsite.title');
    expect(screen.getByTestId('editor-tab-microsite')).toHaveAttribute('aria-selected', 'true');
    expect(field.closest('.mantine-InputWrapper-root') ?? field.parentElement?.parentElement).toHaveTextContent('Höchstens 200 Zeichen');
  });

  it('marks features above a Free plan with their tier and an upgrade link to the pricing page', async () => {
    editorApi(ipad, testUser).install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-data'));
    const survey = await screen.findByTestId('group-screens.sharing.survey');
    const badge = within(survey).getAllByTestId('tier-badge')[0] as HTMLElement;
    expect(badge).toHaveAttribute('data-tier', 'Platinum');
    expect(within(badge).getByTestId('tier-upgrade')).toHaveAttribute('href', `/en/pricing?prev=${encodeURIComponent('/en/events/summer-party/edit')}`);
  });

  it('marks custom JavaScript as a Gold feature on its field (a value turns it on, not a switch)', () => {
    const tree = buildTree(schemaAt('virtualSettings'), 'virtualSettings');
    const fields = tree.kind === 'group' ? tree.children : [];
    const customJs = fields.find((node) => node.path === 'virtualSettings.customJs');
    const customCss = fields.find((node) => node.path === 'virtualSettings.customCss');
    // Rendered by the field tree as the same tier badge and upgrade link as the switched features.
    expect(customJs).toMatchObject({ kind: 'field', widget: 'code', tier: 'Gold' });
    expect(customCss).toMatchObject({ kind: 'field', widget: 'code', tier: undefined });
  });

  it('asks before leaving with unsaved changes', async () => {
    editorApi().install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await toggleAutoPublic(user);
    await user.click(screen.getByRole('link', { name: 'Campaign overview' }));
    expect(await screen.findByText('Your changes to this campaign are not saved yet.')).toBeInTheDocument();
    await user.click(screen.getByTestId('leave-dialog-cancel'));
    expect(screen.getByTestId('editor-title')).toBeInTheDocument();
  });

  it('hides the white-label fields for a cheddar customer', async () => {
    const cheddar = { ...testUser, plan: { name: 'Premium (Beta)', level: 99, products: ['cheddar'] } };
    editorApi(ipad, cheddar).install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-sharing'));
    await openGroup(user, 'screens.sharing.email');
    expect(await screen.findByTestId('field-screens.sharing.email.subject')).toBeInTheDocument();
    expect(screen.queryByTestId('field-screens.sharing.email.sendGridTemplateId')).toBeNull();
    expect(screen.queryByTestId('field-screens.sharing.email.attachMp4')).toBeNull();
  });

  it('disables "add" at the limit of five data-capture fields', async () => {
    const full = makeEvent({ slug: 'full', screens: { sharing: { dataCapture: { fields: ['firstname', 'lastname', 'email', 'phone', 'company'] } } } } as never);
    editorApi(full).install();
    signedIn();
    renderApp('/en/events/full/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-data'));
    // The fields show while data capture is on.
    await openGroup(user, 'screens.sharing.dataCapture');
    await user.click(await screen.findByTestId('field-screens.sharing.dataCapture.enabled'));
    const list = await screen.findByTestId('field-screens.sharing.dataCapture.fields');
    expect(within(list).getAllByTestId('field-screens.sharing.dataCapture.fields-item')).toHaveLength(5);
    expect(within(list).getByTestId('field-screens.sharing.dataCapture.fields-add')).toBeDisabled();
    await user.click(within(list).getAllByTestId('field-screens.sharing.dataCapture.fields-remove')[0] as HTMLElement);
    expect(within(list).getByTestId('field-screens.sharing.dataCapture.fields-add')).toBeEnabled();
  });

  it('sets a tablet campaign\'s exit PIN of 4 to 8 digits', async () => {
    const api = editorApi()
      .on('PATCH', `/api/events/${ipad.id}`, { body: { ...ipad, kioskExitPinSet: true } })
      .install();
    signedIn();
    renderApp('/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-exit-pin'));
    await user.type(await screen.findByTestId('exit-pin-input'), '12a3');
    expect(screen.getByTestId('exit-pin-input')).toHaveValue('123');
    await user.click(screen.getByTestId('exit-pin-save'));
    expect(await screen.findByText('Die PIN muss aus 4 bis 8 Ziffern bestehen.')).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/events/${ipad.id}`)).toHaveLength(0);
    await user.type(screen.getByTestId('exit-pin-input'), '4');
    await user.click(screen.getByTestId('exit-pin-save'));
    await waitFor(() => expect(api.calls('PATCH', `/api/events/${ipad.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/events/${ipad.id}`)[0]?.body).toEqual({ kioskExitPin: '1234' });
    expect(await screen.findByText('Die Exit-PIN ist gespeichert.')).toBeInTheDocument();
  });

  it('removes a set exit PIN', async () => {
    const withPin = makeEvent({ slug: 'with-pin', kioskExitPinSet: true });
    const api = editorApi(withPin)
      .on('PATCH', `/api/events/${withPin.id}`, { body: { ...withPin, kioskExitPinSet: false } })
      .install();
    signedIn();
    renderApp('/en/events/with-pin/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Change exit PIN'));
    await user.click(await screen.findByTestId('exit-pin-remove'));
    await waitFor(() => expect(api.calls('PATCH', `/api/events/${withPin.id}`)[0]?.body).toEqual({ kioskExitPin: null }));
    expect(await screen.findByText('The exit PIN is removed.')).toBeInTheDocument();
  });

  it('locks with a password of at least 6 characters typed twice', async () => {
    const api = editorApi()
      .on('PATCH', `/api/events/${ipad.id}`, { body: { ...ipad, locked: true } })
      .install();
    signedIn();
    renderApp('/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-lock'));
    await user.type(await screen.findByTestId('lock-password'), 'short');
    await user.type(screen.getByTestId('lock-confirmation'), 'short');
    await user.click(screen.getByTestId('lock-submit'));
    expect(await screen.findByText('Mindestens 6 Zeichen')).toBeInTheDocument();
    await user.clear(screen.getByTestId('lock-password'));
    await user.type(screen.getByTestId('lock-password'), 'secret1');
    await user.click(screen.getByTestId('lock-submit'));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/events/${ipad.id}`)).toHaveLength(0);
    await user.clear(screen.getByTestId('lock-confirmation'));
    await user.type(screen.getByTestId('lock-confirmation'), 'secret1');
    await user.click(screen.getByTestId('lock-submit'));
    await waitFor(() => expect(api.calls('PATCH', `/api/events/${ipad.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/events/${ipad.id}`)[0]?.body).toEqual({ lockPassword: 'secret1', lockPasswordConfirmation: 'secret1' });
    expect(await screen.findByText('Kampagne gesperrt!')).toBeInTheDocument();
  });

  it('asks a locked campaign for its password once, sends it in X-Event-Password, and says "Ungültiges Passwort" on 403', async () => {
    const locked = makeEvent({ slug: 'locked', locked: true });
    let attempts = 0;
    const api = editorApi(locked)
      .on('PUT', `/api/events/${locked.id}`, ({ headers }) => {
        attempts += 1;
        return headers.get('X-Event-Password') === 'right-one' ? { body: locked } : apiError(403, 'FORBIDDEN', INVALID_LOCK_PASSWORD_MESSAGE);
      })
      .install();
    signedIn();
    renderApp('/en/events/locked/edit');
    const user = userEvent.setup();
    await toggleAutoPublic(user);
    await user.click(screen.getByTestId('editor-save'));
    await user.type(await screen.findByTestId('save-password-dialog-password'), 'wrong-one');
    await user.click(screen.getByTestId('save-password-dialog-submit'));
    await waitFor(() => expect(attempts).toBe(1));
    expect(api.calls('PUT', `/api/events/${locked.id}`)[0]?.headers.get('X-Event-Password')).toBe('wrong-one');
    expect((await screen.findAllByText('Ungültiges Passwort')).length).toBeGreaterThan(0);
    await user.clear(screen.getByTestId('save-password-dialog-password'));
    await user.type(screen.getByTestId('save-password-dialog-password'), 'right-one');
    await user.click(screen.getByTestId('save-password-dialog-submit'));
    expect(await screen.findByText('Changes saved!')).toBeInTheDocument();
    // The password is asked once: the next save sends it again without asking.
    await toggleAutoPublic(user);
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(attempts).toBe(3));
    expect(api.calls('PUT', `/api/events/${locked.id}`)[2]?.headers.get('X-Event-Password')).toBe('right-one');
    expect(screen.queryByTestId('save-password-dialog')).toBeNull();
  });
});

import { INVALID_LOCK_PASSWORD_MESSAGE, eventSettingsSchema } from '@booth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildTree, leafPaths, schemaAt } from '@/features/events/editor/schema-tree';
import { editorTabs, tabsFor } from '@/features/events/editor/editor-tabs';
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

async function openGroup(user: ReturnType<typeof userEvent.setup>, path: string) {
  await user.click(await screen.findByTestId(`group-toggle-${path}`));
}

describe('editor fields from the model', () => {
  it('reaches every setting of the model through the tabs', () => {
    const covered = new Set(editorTabs.flatMap((tab) => tab.sections.flatMap((section) => leafPaths(buildTree(schemaAt(section.path), section.path)))));
    const top = Object.keys(eventSettingsSchema.shape).filter((key) => !['boothType', 'deviceOrientation', 'archived'].includes(key));
    for (const key of top) expect([...covered].some((path) => path === key || path.startsWith(`${key}.`)), key).toBe(true);
    expect(covered.has('screens.sharing.email.subject')).toBe(true);
    expect(covered.has('screens.microsite.title')).toBe(true);
    expect(covered.has('shutter.gif.enabled')).toBe(true);
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

  it('has no attention or review tab in a virtual booth, and the virtual tab only there', () => {
    expect(tabsFor('ipad').map((tab) => tab.id)).toEqual(['general', 'attention', 'shutter', 'review', 'sharing', 'data', 'microsite', 'presentation', 'design']);
    expect(tabsFor('virtual').map((tab) => tab.id)).toEqual(['general', 'shutter', 'sharing', 'data', 'microsite', 'presentation', 'virtual', 'design']);
  });
});

describe('campaign editor', () => {
  it('shows the tabs of the booth type', async () => {
    editorApi(virtual).install();
    signedIn();
    renderApp('/en/events/online-gala/edit');
    await screen.findByTestId('editor-tab-shutter');
    expect(screen.queryByTestId('editor-tab-attention')).toBeNull();
    expect(screen.queryByTestId('editor-tab-review')).toBeNull();
    expect(screen.getByTestId('editor-tab-virtual')).toBeInTheDocument();
  });

  it('renames the campaign on the general tab', async () => {
    const api = editorApi()
      .on('PUT', `/api/events/${ipad.id}`, ({ body }) => ({ body: { ...ipad, ...(body as object) } }))
      .install();
    signedIn();
    renderApp('/en/events/summer-party/edit');
    const user = userEvent.setup();
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
        body: { code: 'VALIDATION', message: 'Invalid settings', requestId: 'r', fields: [{ path: 'screens.microsite.title', message: 'Too long' }] },
      })
      .install();
    signedIn();
    renderApp('/events/summer-party/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('editor-tab-general'));
    await user.click(screen.getByTestId('field-autoPublic'));
    await user.click(screen.getByTestId('editor-save'));
    expect(await screen.findByText('Änderungen können nicht gespeichert werden. Fehler: Invalid settings')).toBeInTheDocument();
    const field = await screen.findByTestId('field-screens.microsite.title');
    expect(screen.getByTestId('editor-tab-microsite')).toHaveAttribute('aria-selected', 'true');
    expect(field.closest('.mantine-InputWrapper-root') ?? field.parentElement?.parentElement).toHaveTextContent('Too long');
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
    await user.click(await screen.findByTestId('field-autoPublic'));
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
    const list = await screen.findByTestId('field-screens.sharing.dataCapture.fields');
    expect(within(list).getAllByTestId('field-screens.sharing.dataCapture.fields-item')).toHaveLength(5);
    expect(within(list).getByTestId('field-screens.sharing.dataCapture.fields-add')).toBeDisabled();
    await user.click(within(list).getAllByTestId('field-screens.sharing.dataCapture.fields-remove')[0] as HTMLElement);
    expect(within(list).getByTestId('field-screens.sharing.dataCapture.fields-add')).toBeEnabled();
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
    await user.click(await screen.findByTestId('field-autoPublic'));
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
    await user.click(screen.getByTestId('field-autoPublic'));
    await user.click(screen.getByTestId('editor-save'));
    await waitFor(() => expect(attempts).toBe(3));
    expect(api.calls('PUT', `/api/events/${locked.id}`)[2]?.headers.get('X-Event-Password')).toBe('right-one');
    expect(screen.queryByTestId('save-password-dialog')).toBeNull();
  });
});

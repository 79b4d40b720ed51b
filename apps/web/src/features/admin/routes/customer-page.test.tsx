import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi, makeAudit, makeDetail, makeRow, makeRun, signIn } from '@/features/admin/test/admin-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import { chooseOption } from '@/test/select-option';

function open(customer = makeDetail(), extra: (api: ReturnType<typeof adminApi>) => void = () => {}, options: Parameters<typeof adminApi>[1] = {}) {
  const api = adminApi(customer, options);
  extra(api);
  api.install();
  signIn();
  return { api, ...renderApp(`/en/admin/customers/${customer.id}`) };
}

const patches = (api: ReturnType<typeof adminApi>, id: string) => api.calls('PATCH', `/api/customers/${id}`).map((request) => request.body);

describe('/admin/customers/{id}: what the admin sees', () => {
  it('shows the profile, counts, plans per product, credits and the audit log', async () => {
    const customer = makeDetail({ role: 'tester', mfa: { isEnabled: true, type: 'totp' }, hasAppPassword: true });
    const audit = [
      makeAudit({ action: 'support.request', detail: { method: 'PATCH', route: '/api/events/:id', status: 200 } }),
      makeAudit({ kind: 'admin', action: 'admin.credits.adjusted', detail: { amount: 50, note: 'Goodwill' } }),
      makeAudit({ kind: 'account', actorEmail: customer.email, action: 'account.something.new', detail: {} }),
    ];
    const { api } = open(customer, (fake) =>
      fake.on('GET', `/api/customers/${customer.id}/consumedCredits`, {
        body: {
          balance: 80,
          consumed: 20,
          creditConsumption: true,
          entries: [{ id: 'f0000000-0000-4000-8000-000000000001', at: '2026-11-19T10:00:00.000Z', kind: 'consumption', amount: -5, feature: 'aiFilter', note: '' }],
          nextCursor: null,
        },
      }),
      { audit },
    );
    expect(await screen.findByTestId('customer-title')).toHaveTextContent('demo@boothwerk.app');
    expect(screen.getByTestId('customer-role')).toHaveTextContent('Tester');
    const profile = screen.getByTestId('customer-profile');
    expect(profile).toHaveTextContent('Demo Organiser');
    expect(profile).toHaveTextContent('Europe/Berlin');
    expect(profile).toHaveTextContent('Booth GmbH, Hauptstr. 1, 10115 Berlin, DE');
    expect(profile).toHaveTextContent('On (authenticator app)');
    expect(within(profile).getByTestId('count-shoots')).toHaveTextContent('42');
    expect(api.calls('GET', `/api/customers/${customer.id}`)[0]?.query.get('plans')).toBe('1');

    const plan = within(screen.getByTestId('customer-plans')).getByTestId('customer-plan-row');
    expect(plan).toHaveTextContent('Booth');
    expect(plan).toHaveTextContent('Gold');
    expect(plan).toHaveTextContent('Open-ended');

    const credits = screen.getByTestId('customer-credits');
    expect(within(credits).getByTestId('credits-balance')).toHaveTextContent('80');
    expect(within(credits).getByTestId('credits-consumed')).toHaveTextContent('20');
    expect(await within(credits).findByTestId('credit-entry')).toHaveTextContent('Used');
    expect(within(credits).getByTestId('credit-entry')).toHaveTextContent('-5');

    const entries = await within(screen.getByTestId('customer-audit')).findAllByTestId('admin-audit-entry');
    expect(entries[0]).toHaveTextContent('Change in support mode');
    expect(entries[0]).toHaveTextContent('PATCH /api/events/:id · status: 200');
    expect(entries[0]).toHaveTextContent('admin@boothwerk.app');
    expect(entries[1]).toHaveTextContent('Credits adjusted');
    expect(entries[1]).toHaveTextContent('amount: 50 · note: Goodwill');
    // An action this version does not know is shown as it is, not hidden.
    expect(entries[2]).toHaveTextContent('account.something.new');
  });

  it('says when the customer cannot be loaded', async () => {
    const customer = makeDetail();
    open(customer, (api) => api.on('GET', `/api/customers/${customer.id}`, apiError(404, 'NOT_FOUND')));
    expect(await screen.findByTestId('customer-error')).toBeInTheDocument();
  });
});

describe('/admin/customers/{id}: the admin acts', () => {
  it('grants a plan for a product until a day', async () => {
    const customer = makeDetail();
    const { api } = open(customer, (fake) => fake.on('PATCH', `/api/customers/${customer.id}`, { body: customer }));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('grant-plan'));
    expect(await screen.findByTestId('grant-submit')).toBeDisabled();
    await chooseOption(user, 'grant-product', 'Photo sharing');
    await chooseOption(user, 'grant-plan-name', 'Agency (20)');
    await user.type(screen.getByTestId('grant-until'), '2027-06-30');
    await user.click(screen.getByTestId('grant-submit'));
    await waitFor(() => expect(patches(api, customer.id)).toHaveLength(1));
    const body = patches(api, customer.id)[0] as { plan: { product: string; planName: string; validUntil: string } };
    expect(body.plan.product).toBe('peerpix');
    expect(body.plan.planName).toBe('Agency');
    // The end of that day where the admin is.
    expect(new Date(body.plan.validUntil).getTime()).toBe(new Date(2027, 5, 30, 23, 59, 59, 999).getTime());
    expect(await screen.findByText('Agency granted for Photo sharing.')).toBeInTheDocument();
  });

  it('adjusts credits down with a note, and refreshes the credits', async () => {
    const customer = makeDetail();
    const { api } = open(customer, (fake) => fake.on('PATCH', `/api/customers/${customer.id}`, { body: customer }));
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('adjust-credits'));
    await user.click(await screen.findByText('Take away'));
    await user.type(screen.getByTestId('adjust-amount'), '15');
    await user.type(screen.getByTestId('adjust-note'), 'Refund reversed');
    const before = api.calls('GET', `/api/customers/${customer.id}/consumedCredits`).length;
    await user.click(screen.getByTestId('adjust-submit'));
    await waitFor(() => expect(patches(api, customer.id)).toEqual([{ creditAdjustment: { amount: -15, note: 'Refund reversed' } }]));
    expect(await screen.findByText('15 credits taken away.')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET', `/api/customers/${customer.id}/consumedCredits`).length).toBeGreaterThan(before));
  });

  it('saves only the changed role, flags and scopes, keeping the shape of the scope', async () => {
    const customer = makeDetail({ scope: { export: true } });
    const { api } = open(customer, (fake) => fake.on('PATCH', `/api/customers/${customer.id}`, { body: customer }));
    const user = userEvent.setup();
    const card = await screen.findByTestId('customer-access');
    expect(within(card).getByTestId('access-save')).toBeDisabled();
    await chooseOption(user, 'access-role', 'Tester');
    await user.click(within(card).getByTestId('access-scope-beta'));
    await user.click(within(card).getByTestId('access-credit-consumption'));
    await user.click(within(card).getByTestId('access-save'));
    await waitFor(() => expect(patches(api, customer.id)).toEqual([{ role: 'tester', scope: { export: true, beta: true }, creditConsumption: false }]));
    expect(await screen.findByText('Role and permissions saved.')).toBeInTheDocument();
  });

  it('shows why a change was refused', async () => {
    const customer = makeDetail();
    open(customer, (fake) => fake.on('PATCH', `/api/customers/${customer.id}`, apiError(403, 'FORBIDDEN')));
    const user = userEvent.setup();
    const card = await screen.findByTestId('customer-access');
    await user.click(within(card).getByTestId('access-admin'));
    await user.click(within(card).getByTestId('access-save'));
    expect(await within(card).findByTestId('access-error')).toHaveTextContent(/not allowed|permission/i);
  });

  it('recalculates this customer with the processing flag until the run is done', async () => {
    const customer = makeDetail();
    const run = makeRun({ customerId: customer.id });
    let polls = 0;
    const { api } = open(customer, (fake) =>
      fake
        .on('POST', `/api/customersPlans/${customer.id}/recalculate`, { status: 202, body: run })
        .on('GET', `/api/customersPlans/recalculations/${run.id}`, () => {
          polls += 1;
          return { body: polls < 2 ? run : { ...run, status: 'done', processing: false, processed: 1, finishedAt: run.createdAt, result: { customers: 1, planChanges: [], creditCorrections: [] } } };
        }),
    );
    const card = await screen.findByTestId('customer-plans');
    await userEvent.click(within(card).getByTestId('recalculate-customer'));
    expect(await within(card).findByTestId('recalculation-processing')).toBeInTheDocument();
    expect(await within(card).findByTestId('recalculation-result', {}, { timeout: 6000 })).toHaveTextContent('Nothing needed changing.');
    expect(api.calls('POST', `/api/customersPlans/${customer.id}/recalculate`)).toHaveLength(1);
  });

  it('shows the processing flag while the server reports a recalculation of the customer', async () => {
    open(makeDetail({ recalculating: true }));
    const card = await screen.findByTestId('customer-plans');
    expect(within(card).getByTestId('recalculation-processing')).toBeInTheDocument();
    expect(within(card).getByTestId('recalculate-customer')).toBeDisabled();
  });

  it('duplicates the AR filters of a customer picked by search', async () => {
    const customer = makeDetail();
    const source = makeRow({ email: 'template@example.com' });
    const { api } = open(customer, (fake) =>
      fake
        .on('GET', '/api/customers', (request) => ({
          body: { customers: request.query.get('q') === 'temp' ? [source, makeRow({ id: customer.id, email: customer.email })] : [], total: 2, nextCursor: null },
        }))
        .on('POST', `/api/customers/${customer.id}/duplicatearfilters`, { body: { copied: 3, skipped: 1 } }),
    );
    const card = await screen.findByTestId('customer-ar-filters');
    expect(within(card).getByTestId('ar-filters-duplicate')).toBeDisabled();
    await userEvent.type(within(card).getByTestId('ar-filters-source'), 'temp');
    await userEvent.click(await screen.findByRole('option', { name: 'template@example.com', hidden: true }));
    // The customer cannot be their own source.
    expect(screen.queryByRole('option', { name: customer.email, hidden: true })).toBeNull();
    await userEvent.click(within(card).getByTestId('ar-filters-duplicate'));
    expect(await screen.findByText('3 AR filters copied from template@example.com, 1 already there.')).toBeInTheDocument();
    expect(api.calls('POST', `/api/customers/${customer.id}/duplicatearfilters`)[0]?.body).toEqual({ sourceCustomerId: source.id });
  });
});

describe('/admin/customers/{id}/data', () => {
  it('shows the campaigns, recent pictures with thumbnails and the assets, read-only', async () => {
    const customer = makeDetail();
    adminApi(customer, {
      data: {
        events: [{ id: 'e0000000-0000-4000-8000-000000000001', slug: 'summer', name: 'Summer party', live: true, shoots: 12, createdAt: '2026-06-01T10:00:00.000Z', updatedAt: '2026-06-02T10:00:00.000Z' }],
        shoots: [{ id: 'e0000000-0000-4000-8000-000000000002', slug: 'p1', eventSlug: 'summer', mode: 'photo', status: 'ready', thumbnailUrl: '/api/files/shoots/p1/thumb.webp', createdAt: '2026-06-02T10:00:00.000Z' }],
        assets: [{ id: 'e0000000-0000-4000-8000-000000000003', name: 'a-very-long-overlay-file-name.png', assetType: 'overlay', fileSize: 1_500_000, isPublic: true, thumbnailUrl: null, createdAt: '2026-06-01T10:00:00.000Z' }],
      },
    }).install();
    signIn();
    renderApp(`/en/admin/customers/${customer.id}/data`);
    await waitFor(() => expect(screen.getByTestId('data-title')).toHaveTextContent('Data of demo@boothwerk.app'));
    const campaign = await screen.findByTestId('data-campaign');
    expect(campaign).toHaveTextContent('Summer party');
    expect(campaign).toHaveTextContent('Live');
    const picture = screen.getByTestId('data-picture');
    expect(within(picture).getByRole('img')).toHaveAttribute('src', '/api/files/shoots/p1/thumb.webp');
    const asset = screen.getByTestId('data-asset');
    expect(asset).toHaveTextContent('a-very-long-overlay-…');
    expect(asset).toHaveTextContent('overlay · 1.50 MB');
    expect(asset).toHaveTextContent('Public');
    expect(screen.queryByRole('button', { name: /delete|edit/i })).toBeNull();
  });

  it('is reached from the customer page', async () => {
    const customer = makeDetail();
    const { router } = open(customer);
    await userEvent.click(await screen.findByTestId('customer-data'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/customers/${customer.id}/data`));
    expect(await screen.findByTestId('data-campaigns')).toHaveTextContent('No campaigns yet.');
    expect(screen.getByTestId('data-pictures')).toHaveTextContent('No pictures yet.');
  });
});

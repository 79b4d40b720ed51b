import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/test/select-option';
import { adminApi, daysAgo, makeDetail, makeRow, makeRun, plansAnswer, signIn } from '@/features/admin/test/admin-fake-api';
import { apiError } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const rows = () => screen.findAllByTestId('customer-row');

describe('/admin: all customers', () => {
  it('lists e-mail and name, plan, credits, role with testers marked, last activity and the total', async () => {
    const tester = makeRow({ email: 'tess@example.com', firstName: 'Tess', name: 'Ter', role: 'tester', plan: 'Platinum', credits: 1500, lastActivityAt: daysAgo(2 / 24) });
    const idle = makeRow({ email: 'idle@example.com', firstName: '', name: '', role: 'trial', activated: false, plan: 'Free', credits: 0, lastActivityAt: null });
    adminApi().on('GET', '/api/customers', { body: { customers: [tester, idle], total: 2, nextCursor: null } }).install();
    signIn();
    renderApp('/en/admin');

    const [first, second] = await rows();
    expect(within(first!).getByTestId('customer-email')).toHaveTextContent('tess@example.com');
    expect(first).toHaveTextContent('Tess Ter');
    expect(within(first!).getByTestId('customer-plan')).toHaveTextContent('Platinum');
    expect(within(first!).getByTestId('customer-credits')).toHaveTextContent('1,500');
    expect(within(first!).getByTestId('customer-role')).toHaveTextContent('Tester');
    expect(within(first!).getByTestId('customer-last-activity')).toHaveTextContent('2 hours ago');
    expect(within(second!).getByTestId('customer-role')).toHaveTextContent('Trial');
    expect(within(second!).getByTestId('customer-inactive')).toHaveTextContent('Not activated');
    expect(within(second!).getByTestId('customer-last-activity')).toHaveTextContent('Never');
    expect(second).toHaveTextContent('No name given');
    expect(screen.getByTestId('customers-total')).toHaveTextContent('2 of 2 customers');
  });

  it('searches as one types (debounced, once), keeps the search in the address and filters by plan', async () => {
    const anna = makeRow({ email: 'anna@example.com' });
    const api = adminApi()
      .on('GET', '/api/customers', (request) => {
        const q = request.query.get('q');
        const plan = request.query.get('plan');
        const customers = q === 'anna' ? [anna] : plan === 'Gold' ? [makeRow({ email: 'gold@example.com' })] : [anna, makeRow()];
        return { body: { customers, total: customers.length, nextCursor: null } };
      })
      .install();
    signIn();
    const { router } = renderApp('/en/admin');
    expect(await rows()).toHaveLength(2);

    // `delay: null` types the word without yielding to timers between letters: a busy machine cannot
    // stretch the typing past the debounce, so the one-request rule is what is tested, not the speed.
    await userEvent.setup({ delay: null }).type(screen.getByTestId('customer-search'), 'anna');
    await waitFor(() => expect(router.state.location.search).toBe('?q=anna'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    const searches = api.calls('GET', '/api/customers').map((request) => request.query.get('q'));
    // One request for the whole word, not one per letter.
    expect(searches.filter((q) => q !== null)).toEqual(['anna']);

    await userEvent.clear(screen.getByTestId('customer-search'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await chooseOption(userEvent.setup(), 'customer-plan-filter', 'Gold');
    await waitFor(() => expect(router.state.location.search).toBe('?plan=Gold'));
    await waitFor(async () => expect(within((await rows())[0]!).getByTestId('customer-email')).toHaveTextContent('gold@example.com'));
  });

  it('opens with the search of the address, pages on with the cursor, and opens a customer from the row', async () => {
    const firstPage = Array.from({ length: 3 }, (_, index) => makeRow({ email: `p1-${index}@example.com` }));
    const target = makeRow({ email: 'last@example.com' });
    const api = adminApi()
      .on('GET', '/api/customers', (request) =>
        request.query.get('cursor') === 'next-1'
          ? { body: { customers: [target], total: 4, nextCursor: null } }
          : { body: { customers: firstPage, total: 4, nextCursor: 'next-1' } },
      )
      .on('GET', `/api/customers/${target.id}`, { body: makeDetail({ id: target.id, email: target.email }) })
      .install();
    signIn();
    const { router } = renderApp('/en/admin?q=example');
    expect(await rows()).toHaveLength(3);
    expect(screen.getByTestId('customer-search')).toHaveValue('example');
    expect(api.calls('GET', '/api/customers')[0]?.query.get('q')).toBe('example');
    expect(screen.getByTestId('customers-total')).toHaveTextContent('3 of 4 customers');

    await userEvent.click(screen.getByTestId('customers-more'));
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(screen.getByTestId('customers-total')).toHaveTextContent('4 of 4 customers');
    expect(screen.queryByTestId('customers-more')).toBeNull();

    await userEvent.click(within((await rows())[3]!).getByTestId('customer-last-activity'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/customers/${target.id}`));
    expect(await screen.findByTestId('customer-title')).toHaveTextContent('last@example.com');
  });

  it('says why the list cannot be shown', async () => {
    adminApi().on('GET', '/api/customers', apiError(500, 'INTERNAL')).install();
    signIn();
    renderApp('/en/admin');
    expect(await screen.findByTestId('customers-error')).toHaveTextContent('Something went wrong on our side.');
  });

  it('is German without the /en prefix', async () => {
    adminApi().on('GET', '/api/customers', { body: { customers: [makeRow({ role: 'tester' })], total: 1, nextCursor: null } }).install();
    signIn();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin-Panel' })).toBeInTheDocument();
    expect(await screen.findByTestId('customers-total')).toHaveTextContent('1 von 1 Kunde');
    expect(screen.getByRole('columnheader', { name: 'Zuletzt aktiv' })).toBeInTheDocument();
    expect(screen.getByTestId('plans-card')).toHaveTextContent('Alle neu berechnen');
  });
});

describe('/admin: creating a customer', () => {
  it('sends e-mail, password, app password, credits, metering and the template account, then opens the new customer', async () => {
    const template = makeRow({ email: 'template@example.com' });
    const created = makeDetail({ email: 'new@example.com' });
    const api = adminApi(created)
      .on('GET', '/api/customers', (request) => ({
        body: { customers: request.query.get('q') === 'templ' ? [template] : [], total: 0, nextCursor: null },
      }))
      .on('POST', '/api/customers/createone', { status: 201, body: { id: created.id, email: created.email } })
      .install();
    signIn();
    const { router } = renderApp('/en/admin');
    await userEvent.click(await screen.findByTestId('create-customer'));
    const dialog = await screen.findByTestId('create-customer-dialog');

    await userEvent.click(within(dialog).getByTestId('create-submit'));
    expect(await within(dialog).findByText('Enter a valid e-mail address.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByTestId('create-email'), 'new@example.com');
    await userEvent.type(within(dialog).getByTestId('create-password'), 'secret-pass-1');
    await userEvent.type(within(dialog).getByTestId('create-app-password'), 'booth-pass-1');
    const credits = within(dialog).getByTestId('create-credits');
    await userEvent.clear(credits);
    await userEvent.type(credits, '250');
    await userEvent.click(within(dialog).getByTestId('create-credit-consumption'));
    await userEvent.type(within(dialog).getByTestId('create-template'), 'templ');
    await userEvent.click(await screen.findByRole('option', { name: 'template@example.com', hidden: true }));
    await userEvent.click(within(dialog).getByTestId('create-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/customers/${created.id}`));
    expect(api.calls('POST', '/api/customers/createone')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret-pass-1',
      apppassword: 'booth-pass-1',
      firstName: '',
      name: '',
      credits: 250,
      creditConsumption: true,
      arfiltercopy: template.id,
    });
    expect(await screen.findByText('new@example.com was created and can sign in right away.')).toBeInTheDocument();
  });

  it('puts a taken e-mail under the field and leaves the app password out when empty', async () => {
    const api = adminApi()
      .on('GET', '/api/customers', { body: { customers: [], total: 0, nextCursor: null } })
      .on('POST', '/api/customers/createone', apiError(409, 'CONFLICT'))
      .install();
    signIn();
    renderApp('/en/admin');
    await userEvent.click(await screen.findByTestId('create-customer'));
    const dialog = await screen.findByTestId('create-customer-dialog');
    await userEvent.type(within(dialog).getByTestId('create-email'), 'taken@example.com');
    await userEvent.type(within(dialog).getByTestId('create-password'), 'secret-pass-1');
    await userEvent.click(within(dialog).getByTestId('create-submit'));
    expect(await within(dialog).findByText('An account with this e-mail exists already.')).toBeInTheDocument();
    const body = api.calls('POST', '/api/customers/createone')[0]?.body as Record<string, unknown>;
    expect(body.apppassword).toBeUndefined();
    expect(body.arfiltercopy).toBeNull();
  });
});

describe('/admin: plans and "recalculate all"', () => {
  it('shows the holders per plan, the processing flag until the run is done, then what it changed', async () => {
    let polls = 0;
    const run = makeRun();
    const done = makeRun({
      status: 'done',
      processing: false,
      processed: 14,
      finishedAt: '2026-11-20T09:01:00.000Z',
      result: {
        customers: 14,
        planChanges: [{ customerId: 'c0000000-0000-4000-8000-0000000000f1', email: 'expired@example.com', product: 'booth', before: 'Gold', after: 'Free' }],
        creditCorrections: [{ customerId: 'c0000000-0000-4000-8000-0000000000f2', email: 'drift@example.com', before: 12, after: 10 }],
      },
    });
    const api = adminApi()
      .on('GET', '/api/customers', { body: { customers: [], total: 0, nextCursor: null } })
      .on('POST', '/api/customersPlans/recalculate', { status: 202, body: run })
      .on('GET', `/api/customersPlans/recalculations/${run.id}`, () => {
        polls += 1;
        return { body: polls < 2 ? { ...run, status: 'running', processed: 5 } : done };
      })
      .install();
    signIn();
    renderApp('/en/admin');
    const card = await screen.findByTestId('plans-card');
    const free = await within(card).findByText('Free');
    expect(free.closest('tr')).toHaveTextContent(`Free${'Booth, Photo sharing, Cheddar (beta)'}—12`);

    await userEvent.click(within(card).getByTestId('recalculate-all'));
    expect(await within(card).findByTestId('recalculation-processing')).toHaveTextContent('Recalculating … 5 customers checked so far.');
    expect(within(card).getByTestId('recalculate-all')).toBeDisabled();
    const result = await within(card).findByTestId('recalculation-result', {}, { timeout: 6000 });
    expect(result).toHaveTextContent('14 customers checked');
    expect(within(result).getByTestId('recalculation-changes')).toHaveTextContent('expired@example.com: Booth Gold → Free');
    expect(within(result).getByTestId('recalculation-changes')).toHaveTextContent('drift@example.com: credits 12 → 10');
    expect(within(card).queryByTestId('recalculation-processing')).toBeNull();
    // The counts are asked again once the run is done.
    await waitFor(() => expect(api.calls('GET', '/api/customersPlans').length).toBeGreaterThan(1));
  });

  it('continues to follow a run that was still processing when the page opened', async () => {
    const running = makeRun({ status: 'running', processed: 3 });
    adminApi()
      .on('GET', '/api/customers', { body: { customers: [], total: 0, nextCursor: null } })
      .on('GET', '/api/customersPlans', { body: { ...plansAnswer, lastRun: running } })
      .on('GET', `/api/customersPlans/recalculations/${running.id}`, { body: { ...running, processed: 9 } })
      .install();
    signIn();
    renderApp('/en/admin');
    expect(await screen.findByTestId('recalculation-processing')).toHaveTextContent('9 customers checked so far');
  });
});

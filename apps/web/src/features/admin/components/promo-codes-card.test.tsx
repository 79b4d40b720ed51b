import type { PromoCodeAdmin } from '@booth/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminApi, signIn } from '@/features/admin/test/admin-fake-api';
import { apiError, type FakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

function promo(overrides: Partial<PromoCodeAdmin> = {}): PromoCodeAdmin {
  return {
    code: 'SOMMER-20',
    kind: 'percent',
    value: 20,
    validFrom: null,
    validUntil: null,
    maxRedemptions: null,
    redemptions: 0,
    products: [],
    description: '',
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The admin API with a promo-code list that follows creations and deletions. */
function promoApi(initial: PromoCodeAdmin[]): { api: FakeApi; codes: PromoCodeAdmin[] } {
  const codes = [...initial];
  const api = adminApi()
    .on('GET', '/api/customers', { body: { customers: [], total: 0, nextCursor: null } })
    .on('GET', '/api/products/promo', () => ({ body: { promoCodes: codes } }))
    .on('POST', '/api/products/promo', (request) => {
      const body = request.body as PromoCodeAdmin;
      if (codes.some((code) => code.code === body.code)) return apiError(409, 'CONFLICT', 'exists');
      const created = promo({ ...body, redemptions: 0 });
      codes.unshift(created);
      return { status: 201, body: created };
    });
  for (const code of initial) {
    api.on('DELETE', `/api/products/promo/${code.code}`, () => {
      codes.splice(codes.indexOf(code), 1);
      return { status: 204 };
    });
  }
  return { api: api.install(), codes };
}

const row = async (code: string) => {
  const rows = await screen.findAllByTestId('promo-row');
  const found = rows.find((element) => element.getAttribute('data-code') === code);
  if (!found) throw new Error(`no row ${code}`);
  return found;
};

describe('/admin: promo codes', () => {
  it('lists code, discount, validity with status, redemptions and products (German first)', async () => {
    promoApi([
      promo({ code: 'SOMMER-20', maxRedemptions: 10, redemptions: 3, validUntil: new Date(2099, 7, 31, 23, 59, 59, 999).toISOString(), description: 'Sommeraktion' }),
      promo({ code: 'FUENF', kind: 'amount', value: 500, products: ['booth', 'peerpix'] }),
      promo({ code: 'VORBEI', validUntil: inDays(-1), redemptions: 4 }),
      promo({ code: 'SPAETER', validFrom: inDays(5) }),
      promo({ code: 'VOLL', maxRedemptions: 2, redemptions: 2 }),
    ]);
    signIn();
    renderApp('/admin');

    const sommer = await row('SOMMER-20');
    expect(within(sommer).getByTestId('promo-row-discount').textContent).toMatch(/^20\s%$/);
    expect(within(sommer).getByTestId('promo-row-validity')).toHaveTextContent('bis 31.08.2099');
    expect(within(sommer).getByTestId('promo-row-status')).toHaveTextContent('Aktiv');
    expect(within(sommer).getByTestId('promo-row-redemptions')).toHaveTextContent('3 / 10');
    expect(within(sommer).getByTestId('promo-row-products')).toHaveTextContent('Alle Produkte');
    expect(sommer).toHaveTextContent('Sommeraktion');

    const fuenf = await row('FUENF');
    expect(within(fuenf).getByTestId('promo-row-discount').textContent).toMatch(/^5,00\s€$/);
    expect(within(fuenf).getByTestId('promo-row-validity')).toHaveTextContent('Unbefristet');
    expect(within(fuenf).getByTestId('promo-row-redemptions')).toHaveTextContent('0 / ∞');
    expect(within(fuenf).getByTestId('promo-row-products')).toHaveTextContent('Booth, Foto-Sharing');

    expect(within(await row('VORBEI')).getByTestId('promo-row-status')).toHaveTextContent('Beendet');
    // An ended code with redemptions has nothing left to delete.
    expect(within(await row('VORBEI')).queryByTestId('promo-delete')).toBeNull();
    expect(within(await row('SPAETER')).getByTestId('promo-row-status')).toHaveTextContent('Noch nicht gültig');
    expect(within(await row('VOLL')).getByTestId('promo-row-status')).toHaveTextContent('Aufgebraucht');
  });

  it('creates a code through the shared rules: fields named, amounts in cents, the last day included', async () => {
    const { api } = promoApi([]);
    signIn();
    renderApp('/admin');
    expect(await screen.findByText('Noch keine Promo-Codes.')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByTestId('create-promo'));
    const dialog = await screen.findByTestId('create-promo-dialog');
    await user.click(await within(dialog).findByTestId('promo-submit'));
    expect(await within(dialog).findByText('3–40 Zeichen: nur Buchstaben, Ziffern und Bindestriche.')).toBeInTheDocument();
    expect(within(dialog).getByText('Eine ganze Zahl von 1 bis 100.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('promo-code')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByTestId('promo-value')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByTestId('promo-code'), 'fair-24');
    await user.type(within(dialog).getByTestId('promo-value'), '250');
    fireEvent.change(within(dialog).getByTestId('promo-valid-from'), { target: { value: '2099-02-01' } });
    fireEvent.change(within(dialog).getByTestId('promo-valid-until'), { target: { value: '2099-01-31' } });
    await user.click(within(dialog).getByTestId('promo-submit'));
    expect(await within(dialog).findByText('Muss nach dem Beginn liegen.')).toBeInTheDocument();
    // The percentage field holds at 100 (250 typed), so only the dates are wrong now.
    expect(within(dialog).queryByText('Eine ganze Zahl von 1 bis 100.')).toBeNull();
    expect(api.calls('POST', '/api/products/promo')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Betrag' }));
    await user.clear(within(dialog).getByTestId('promo-value'));
    await user.type(within(dialog).getByTestId('promo-value'), '5,5');
    await user.type(within(dialog).getByTestId('promo-max'), '50');
    fireEvent.change(within(dialog).getByTestId('promo-valid-from'), { target: { value: '' } });
    await user.click(within(dialog).getByTestId('promo-product-booth'));
    await user.type(within(dialog).getByTestId('promo-description'), 'Messe');
    await user.click(within(dialog).getByTestId('promo-submit'));

    await waitFor(() => expect(api.calls('POST', '/api/products/promo')).toHaveLength(1));
    expect(api.calls('POST', '/api/products/promo')[0]?.body).toEqual({
      code: 'FAIR-24',
      kind: 'amount',
      value: 550,
      validFrom: null,
      validUntil: new Date(2099, 0, 31, 23, 59, 59, 999).toISOString(),
      maxRedemptions: 50,
      products: ['booth'],
      description: 'Messe',
    });
    await waitFor(() => expect(screen.queryByTestId('promo-code')).toBeNull());
    expect(within(await row('FAIR-24')).getByTestId('promo-row-discount').textContent).toMatch(/^5,50\s€$/);
  });

  it('puts a taken code under the code field', async () => {
    promoApi([promo({ code: 'TAKEN' })]);
    signIn();
    renderApp('/en/admin');
    await row('TAKEN');
    const user = userEvent.setup();
    await user.click(screen.getByTestId('create-promo'));
    const dialog = await screen.findByTestId('create-promo-dialog');
    await user.type(await within(dialog).findByTestId('promo-code'), 'taken');
    await user.type(within(dialog).getByTestId('promo-value'), '10');
    await user.click(within(dialog).getByTestId('promo-submit'));
    expect(await within(dialog).findByText('This code exists already (ended codes keep their name too).')).toBeInTheDocument();
    expect(within(dialog).getByTestId('promo-code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes a code never redeemed and ends a redeemed one, each after asking', async () => {
    const { api } = promoApi([promo({ code: 'UNUSED' }), promo({ code: 'USED', redemptions: 2, maxRedemptions: 5 })]);
    signIn();
    renderApp('/en/admin');
    const user = userEvent.setup();

    await user.click(within(await row('UNUSED')).getByRole('button', { name: 'Delete UNUSED' }));
    let dialog = await screen.findByTestId('promo-delete-dialog');
    expect(dialog).toHaveTextContent('UNUSED was never redeemed and will be deleted.');
    await user.click(within(dialog).getByTestId('promo-delete-dialog-cancel'));
    expect(api.calls('DELETE', '/api/products/promo/UNUSED')).toHaveLength(0);

    await user.click(within(await row('UNUSED')).getByRole('button', { name: 'Delete UNUSED' }));
    await user.click(within(await screen.findByTestId('promo-delete-dialog')).getByTestId('promo-delete-dialog-confirm'));
    await waitFor(() => expect(api.calls('DELETE', '/api/products/promo/UNUSED')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('promo-row')).toHaveLength(1));

    await user.click(within(await row('USED')).getByRole('button', { name: 'Delete USED' }));
    dialog = await screen.findByTestId('promo-delete-dialog');
    expect(dialog).toHaveTextContent('End promo code?');
    expect(dialog).toHaveTextContent('USED was redeemed 2 times. It ends now and stays listed with its redemptions');
    expect(within(dialog).getByTestId('promo-delete-dialog-confirm')).toHaveTextContent('End');
  });

  it('says why the list failed', async () => {
    adminApi()
      .on('GET', '/api/customers', { body: { customers: [], total: 0, nextCursor: null } })
      .on('GET', '/api/products/promo', apiError(500, 'INTERNAL'))
      .install();
    signIn();
    renderApp('/en/admin');
    expect(await screen.findByTestId('promo-codes-error')).toBeInTheDocument();
  });
});

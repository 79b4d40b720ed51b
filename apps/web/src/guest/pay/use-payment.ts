import type { PaymentProviderName, PaymentSession } from '@booth/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CardField, CardInput, CardIssue } from '@/guest/pay/card-number';
import { type DeclineReason, declineReason } from '@/guest/pay/decline-reason';
import { createSandboxCard, fetchPaymentSession, paySession, sessionProvider } from '@/guest/pay/pay-api';
import type { PayTextKey } from '@/guest/pay/pay-texts';
import { GuestApiError } from '@/guest/shared/guest-api';

/**
 * How often and how long the page asks after the guest's return from Stripe (the webhook marks it
 * paid): every 2 s, "taking longer" after 20 s, giving up after 3 minutes. An object so tests can speed it up.
 */
export const confirmPolling = { intervalMs: 2000, pollsBeforeSlow: 10, maxPolls: 90 };

export type Loaded = { kind: 'loading' } | { kind: 'notFound' } | { kind: 'failed' } | { kind: 'ready'; session: PaymentSession; provider: PaymentProviderName };

export type Attempt =
  | { kind: 'idle' }
  | { kind: 'paying' }
  | { kind: 'redirecting' }
  | { kind: 'declined'; reason: DeclineReason }
  | { kind: 'error'; text: PayTextKey };

/** Leaving for Stripe's Checkout; an object so tests can watch it (jsdom cannot leave the page). */
export const checkoutNavigation = { assign: (url: string) => window.location.assign(url) };

const CARD_FIELDS = ['number', 'name', 'expiry', 'cvc'] as const;
/** The server names the field it refuses; a well-formed number it refuses is no test card (the form checked the rest). */
const SERVER_FIELD_ISSUES: Record<CardField, CardIssue> = { number: 'testCardOnly', name: 'invalidName', expiry: 'invalidExpiry', cvc: 'invalidCvc' };

const EXPIRY_TIMER_MAX_MS = 2 ** 31 - 1;

function errorText(error: unknown): PayTextKey {
  if (!(error instanceof GuestApiError)) return 'error';
  if (error.status === 0) return 'networkError';
  if (error.code === 'PAYMENT_PROVIDER_ERROR') return 'providerError';
  return 'error';
}

/**
 * The pay page's state: the session as the server has it, and the guest's attempt to pay it. One
 * attempt at a time (a double tap sends once); after the return from Stripe it polls until paid.
 */
export function usePayment(slug: string, returnedFromProvider: boolean) {
  // A page without a slug (/pay/) has nothing to load.
  const [loaded, setLoaded] = useState<Loaded>(() => (slug ? { kind: 'loading' } : { kind: 'notFound' }));
  const [attempt, setAttempt] = useState<Attempt>({ kind: 'idle' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<CardField, CardIssue>>>({});
  const [polls, setPolls] = useState(0);
  const inFlight = useRef(false);
  const provider = useRef<PaymentProviderName | null>(null);

  const show = useCallback(async (session: PaymentSession) => {
    provider.current ??= await sessionProvider(session);
    setLoaded({ kind: 'ready', session, provider: provider.current });
  }, []);

  const fetchLoaded = useCallback(async (): Promise<Loaded> => {
    try {
      const session = await fetchPaymentSession(slug);
      provider.current ??= await sessionProvider(session);
      return { kind: 'ready', session, provider: provider.current };
    } catch (error) {
      return error instanceof GuestApiError && error.status === 404 ? { kind: 'notFound' } : { kind: 'failed' };
    }
  }, [slug]);

  const reload = useCallback(async () => {
    if (slug) setLoaded(await fetchLoaded());
  }, [slug, fetchLoaded]);

  useEffect(() => {
    if (!slug) return;
    let live = true;
    void fetchLoaded().then((next) => {
      if (live) setLoaded(next);
    });
    return () => {
      live = false;
    };
  }, [slug, fetchLoaded]);

  const session = loaded.kind === 'ready' ? loaded.session : null;

  // Back from Stripe's Checkout: the webhook, not the return, marks the session paid; ask until it has.
  const confirming = returnedFromProvider && session?.status === 'open' && polls < confirmPolling.maxPolls;
  useEffect(() => {
    if (!confirming) return;
    const timer = window.setTimeout(() => {
      setPolls((count) => count + 1);
      void reload();
    }, confirmPolling.intervalMs);
    return () => window.clearTimeout(timer);
  }, [confirming, polls, reload, session]);

  // An open session expires on the server at expiresAt: the page shows it without a reload.
  useEffect(() => {
    if (session?.status !== 'open') return;
    const left = Date.parse(session.expiresAt) - Date.now();
    const timer = window.setTimeout(() => void reload(), Math.min(Math.max(left, 0) + 1000, EXPIRY_TIMER_MAX_MS));
    return () => window.clearTimeout(timer);
  }, [session?.status, session?.expiresAt, reload]);

  const settle = useCallback(
    async (result: { session: PaymentSession; redirectUrl: string | null }) => {
      if (result.redirectUrl && result.session.status === 'open') {
        setAttempt({ kind: 'redirecting' });
        checkoutNavigation.assign(result.redirectUrl);
        return true;
      }
      await show(result.session);
      const refused = result.session.status !== 'paid' && result.session.failureReason;
      setAttempt(refused ? { kind: 'declined', reason: declineReason(result.session.failureReason) } : { kind: 'idle' });
      return false;
    },
    [show],
  );

  const failed = useCallback(
    async (error: unknown) => {
      if (!(error instanceof GuestApiError)) return setAttempt({ kind: 'error', text: 'error' });
      if (error.code === 'PAYMENT_DECLINED') {
        setAttempt({ kind: 'declined', reason: declineReason(error.message) });
        return;
      }
      if (error.code === 'VALIDATION' && error.fields && Object.keys(error.fields).length > 0) {
        const fields: Partial<Record<CardField, CardIssue>> = {};
        for (const field of CARD_FIELDS) if (error.fields[field]) fields[field] = SERVER_FIELD_ISSUES[field];
        setFieldErrors(fields);
        setAttempt(Object.keys(fields).length > 0 ? { kind: 'idle' } : { kind: 'error', text: 'error' });
        return;
      }
      // Paid, expired or refunded meanwhile (another tab, the webhook, the organiser): show what it is now.
      if (error.status === 404 || error.status === 409 || error.status === 410 || error.code === 'PRECONDITION_FAILED') {
        setAttempt({ kind: 'idle' });
        await reload();
        return;
      }
      setAttempt({ kind: 'error', text: errorText(error) });
    },
    [reload],
  );

  /** The sandbox: the test card becomes a payment method, which pays the session. */
  const payWithCard = useCallback(
    async (card: CardInput) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setFieldErrors({});
      setAttempt({ kind: 'paying' });
      try {
        let method;
        try {
          method = await createSandboxCard(card);
        } catch (error) {
          // The sandbox refuses any number but its test cards: that belongs at the number field.
          if (error instanceof GuestApiError && error.code === 'PAYMENT_DECLINED' && declineReason(error.message) === 'test_card_only') {
            setFieldErrors({ number: 'testCardOnly' });
            setAttempt({ kind: 'idle' });
            return;
          }
          throw error;
        }
        await settle(await paySession(slug, method.id));
      } catch (error) {
        await failed(error);
      } finally {
        inFlight.current = false;
      }
    },
    [slug, settle, failed],
  );

  /** Stripe: the card goes to Stripe only, on its Checkout page; the page comes back with ?paid=1. */
  const payWithProvider = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAttempt({ kind: 'paying' });
    let leaving = false;
    try {
      leaving = await settle(await paySession(slug));
    } catch (error) {
      await failed(error);
    } finally {
      // Leaving for Stripe: the button stays busy until the page is gone.
      if (!leaving) inFlight.current = false;
    }
  }, [slug, settle, failed]);

  const slow = returnedFromProvider && session?.status === 'open' && polls >= confirmPolling.pollsBeforeSlow;
  return { loaded, attempt, fieldErrors, confirming, slow, reload, payWithCard, payWithProvider };
}

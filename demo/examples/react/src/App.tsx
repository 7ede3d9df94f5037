import { useEffect, useRef, useState } from 'react';
import type { Appearance, PaymentOutcome } from 'svc-elements';
import { SvcPaymentElement, type SvcPaymentElementInstance } from 'svc-elements/react';

/** What `POST /api/checkout-session` answers (createClientSessionHandler in ../server.ts). */
interface CheckoutSession {
  clientSecret: string;
  publishableKey: string;
  amount: number;
  currency: string;
}

// Outside the component, so it is the same object on every render (the element compares by value anyway).
const appearance: Appearance = { theme: 'flat', variables: { '--svc-color-primary': '#0b7285' } };
// The local sandbox in development (`VITE_SVC_SERVICE_URL=http://localhost:4242`); unset in production.
const serviceUrl = import.meta.env.VITE_SVC_SERVICE_URL;

export function App() {
  const card = useRef<SvcPaymentElementInstance>(null);
  const [session, setSession] = useState<CheckoutSession>();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome>();
  const [problem, setProblem] = useState('');

  useEffect(() => {
    const request = new AbortController();
    fetch('/api/checkout-session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: request.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the shop's server answered ${response.status}`);
        setSession((await response.json()) as CheckoutSession);
      })
      .catch((error: unknown) => {
        if (!request.signal.aborted) setProblem(`The checkout could not start: ${String(error)}`);
      });
    return () => request.abort();
  }, []);

  async function pay(): Promise<void> {
    if (!card.current) return;
    setPaying(true);
    try {
      // The outcome arrives as onPayment; confirm() resolves with it too.
      await card.current.confirm({ returnUrl: location.href });
    } catch (error) {
      setProblem(String(error));
    } finally {
      setPaying(false);
    }
  }

  const total = session && new Intl.NumberFormat('en', { style: 'currency', currency: session.currency }).format(session.amount / 100);
  let message = problem;
  if (!message && outcome?.outcome === 'completed') message = `Payment completed. Order reference: ${outcome.payment?.id ?? ''}`;
  // `invalid`: the card frame already shows which field is wrong.
  else if (!message && outcome && outcome.outcome !== 'invalid') message = outcome.error?.message ?? `Payment ${outcome.outcome}.`;

  return (
    <main>
      <h1>Checkout</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        {session && (
          <SvcPaymentElement
            ref={card}
            publishableKey={session.publishableKey}
            clientSecret={session.clientSecret}
            serviceUrl={serviceUrl}
            appearance={appearance}
            onReady={() => setReady(true)}
            onLoadError={(event) => setProblem(`The card form could not load: ${event.detail.message}`)}
            onPayment={(event) => setOutcome(event.detail)}
          />
        )}
        <button type="submit" disabled={!ready || paying || outcome?.outcome === 'completed'}>
          Pay {total}
        </button>
      </form>
      <p id="outcome" role="status" data-outcome={outcome?.outcome}>
        {message}
      </p>
    </main>
  );
}

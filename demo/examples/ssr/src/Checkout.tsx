// The checkout, one React component for both sides: the server renders it to HTML (entry-server.tsx),
// the browser hydrates it (entry-client.tsx). So the server imports the kit too: importing
// `svc-elements` or `svc-elements/react` in Node touches no `window` or `document`, and does not throw.
import { useEffect, useRef, useState } from 'react';
import { PaymentElementError, type PaymentOutcome } from 'svc-elements';
import { SvcPaymentElement, type SvcPaymentElementInstance } from 'svc-elements/react';

export interface CheckoutProps {
  publishableKey: string;
  clientSecret: string;
  /** The service's address; the local sandbox's (`http://localhost:4242`) in development. */
  serviceUrl: string;
  /** What is paid, formatted: `€25.00`. */
  total: string;
}

export function Checkout({ publishableKey, clientSecret, serviceUrl, total }: CheckoutProps) {
  const card = useRef<SvcPaymentElementInstance>(null);
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome>();
  const [problem, setProblem] = useState('');

  // The server's HTML already holds the element with its keys: the browser upgrades it as soon as the
  // kit's script runs, and it may be ready before React hydrates and listens for onReady.
  useEffect(() => {
    if (card.current?.status === 'ready') setReady(true);
  }, []);

  async function pay(): Promise<void> {
    if (!card.current) return;
    setPaying(true);
    try {
      setOutcome(await card.current.confirm({ returnUrl: location.href }));
    } catch (error) {
      setProblem(error instanceof PaymentElementError ? error.message : String(error));
    } finally {
      setPaying(false);
    }
  }

  let message = problem;
  if (!message && outcome?.outcome === 'completed') message = `Payment completed. Order reference: ${outcome.payment?.id ?? ''}`;
  // `invalid`: the card frame already shows which field is wrong.
  else if (!message && outcome && outcome.outcome !== 'invalid') message = outcome.error?.message ?? `Payment ${outcome.outcome}.`;

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <SvcPaymentElement
          ref={card}
          publishableKey={publishableKey}
          clientSecret={clientSecret}
          serviceUrl={serviceUrl}
          onReady={() => setReady(true)}
          onLoadError={(event) => setProblem(`The card form could not load: ${event.detail.message}`)}
        />
        <button type="submit" disabled={!ready || paying || outcome?.outcome === 'completed'}>
          Pay {total}
        </button>
      </form>
      <p id="outcome" role="status" data-outcome={outcome?.outcome}>
        {message}
      </p>
    </>
  );
}

// On the server: the checkout as HTML.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Checkout, type CheckoutProps } from './Checkout.js';

export function render(props: CheckoutProps): string {
  return renderToString(
    <StrictMode>
      <Checkout {...props} />
    </StrictMode>,
  );
}

// In the browser: React takes over the server's HTML with the props the server rendered it with. Importing
// the kit (through Checkout.tsx) defines the element, which upgrades the one already on the page.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Checkout, type CheckoutProps } from './Checkout.js';
import './checkout.css';

const props = JSON.parse(document.getElementById('checkout-props')?.textContent ?? '{}') as CheckoutProps;
hydrateRoot(
  document.getElementById('root') as HTMLDivElement,
  <StrictMode>
    <Checkout {...props} />
  </StrictMode>,
);

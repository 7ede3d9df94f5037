import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The React wrappers under server-side rendering (issue 11, item 2): `svc-elements/react` imported by
 * name in a plain Node process, as Next.js or Remix would (the package's own exports, so the built
 * files of `npm run build`), and rendered by react-dom/server. Every setting with an attribute must reach the
 * HTML as that attribute: the browser upgrades the elements before React hydrates, and an element
 * without its key would report an error (src/react/create-wrapper.ts). Objects and listeners are set
 * in the browser only. React's development build runs, so any warning of its would show on stderr.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `body` run as a module in Node after importing the wrappers and react-dom/server; what it prints. */
function renderInNode(body: string): { stdout: string; stderr: string; status: number | null } {
  const script = `
    import { createElement as h } from 'react';
    import { renderToString } from 'react-dom/server';
    import { SvcPaymentElement, SvcPaymentStatus } from 'svc-elements/react';
    if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('a DOM appeared');
    ${body}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

describe('svc-elements/react rendered on a server (react-dom/server, Node, no DOM)', () => {
  it('renders <svc-payment-element> with every setting that has an attribute as that attribute, and no objects or listeners', () => {
    const rendered = renderInNode(`
      process.stdout.write(renderToString(h(SvcPaymentElement, {
        className: 'card',
        id: 'card',
        publishableKey: 'pk_test_abc',
        clientSecret: 'cs_test_1_secret_x',
        serviceUrl: 'http://localhost:4242',
        locale: 'fr',
        allowedReturnSchemes: ['myapp', 'shop'],
        appearance: { theme: 'night' },
        options: { name: 'auto' },
        'aria-describedby': 'card-help',
        onReady: () => {},
        onPayment: () => {},
      })));`);
    expect(rendered.stderr).toBe('');
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).toBe(
      '<svc-payment-element class="card" id="card" publishable-key="pk_test_abc" client-secret="cs_test_1_secret_x" ' +
        'service-url="http://localhost:4242" locale="fr" allowed-return-schemes="myapp shop" aria-describedby="card-help"></svc-payment-element>',
    );
  });

  it('renders <svc-payment-status> with its settings as attributes', () => {
    const rendered = renderInNode(`
      process.stdout.write(renderToString(h(SvcPaymentStatus, {
        publishableKey: 'pk_test_abc',
        serviceUrl: 'http://localhost:4242',
        locale: 'de-CH',
        processingTimeout: 30,
        onPaymentStatus: () => {},
        onLoadError: () => {},
      })));`);
    expect(rendered.stderr).toBe('');
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).toBe(
      '<svc-payment-status publishable-key="pk_test_abc" service-url="http://localhost:4242" locale="de-CH" processing-timeout="30"></svc-payment-status>',
    );
  });

  it('leaves out a setting that is null or undefined: the element placed before its client secret', () => {
    const rendered = renderInNode(`
      process.stdout.write(renderToString(h(SvcPaymentElement, { publishableKey: 'pk_test_abc', clientSecret: null, serviceUrl: undefined })));`);
    expect(rendered.stderr).toBe('');
    expect(rendered.stdout).toBe('<svc-payment-element publishable-key="pk_test_abc"></svc-payment-element>');
  });

  it('keeps children, which show where the element cannot draw itself', () => {
    const rendered = renderInNode(`
      process.stdout.write(renderToString(h(SvcPaymentElement, { publishableKey: 'pk_test_abc' }, 'Loading the card form…')));`);
    expect(rendered.stderr).toBe('');
    expect(rendered.stdout).toBe('<svc-payment-element publishable-key="pk_test_abc">Loading the card form…</svc-payment-element>');
  });
});

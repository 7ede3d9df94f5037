import { describe, expect, it } from 'vitest';
import { runThreeDSMethod, THREE_DS_METHOD_TIMEOUT_MS } from '../../src/frame/card/three-ds-method.js';

/**
 * The 3DS Method's `U`: a method address the frame must not post to is never touched, and the
 * payment goes on at once. (Y and N run in Chromium: test/browser/three-d-secure.spec.ts.)
 */
describe('runThreeDSMethod without a usable method URL', () => {
  // A window whose document would throw if the method tried to build its iframe.
  const frameWindow = {
    location: { origin: 'http://localhost:4242' },
    get document(): Document {
      throw new Error('the method must not touch the DOM for an unusable address');
    },
  } as unknown as Window;
  const PAYMENT = { paymentId: 'pay_1', clientSecret: 'pay_1_secret_2', publishableKey: 'pk_test_1' };
  const action = (methodUrl: string) => ({ type: 'three_d_secure_fingerprint' as const, methodUrl, threeDSMethodData: 'e30' });

  it.each([
    'http://acs.bank.example/method',
    'javascript:alert(1)',
    'data:text/html,x',
    'not a url',
    'ftp://acs.bank.example/m',
    'http://localhost:4243/3ds/v1/method',
  ])('%s → U, at once', async (methodUrl) => {
    expect(await runThreeDSMethod(frameWindow, action(methodUrl), PAYMENT)).toBe('U');
  });

  it('waits 10 seconds by default, as EMV 3DS says', () => {
    expect(THREE_DS_METHOD_TIMEOUT_MS).toBe(10_000);
  });
});

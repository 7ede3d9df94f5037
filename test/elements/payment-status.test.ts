import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Payment } from '../../src/api/resources.js';
import type { SetupSession } from '../../src/validators/setup.generated.js';
import { ServiceClientError } from '../../src/client/errors.js';
import { STATUS_TONES, describeStatus, fill, formatAmount, reasonText, STATUS_MESSAGES_EN } from '../../src/elements/payment-status/messages.js';
import {
  PAYMENT_RETURN_STATUS,
  PaymentReturnError,
  type PaymentReturnResult,
  type SetupReturnResult,
  followDelayMs,
  followPayment,
  followPaymentReturn,
  handlePaymentReturn,
  returnStatusOf,
} from '../../src/elements/payment-status/payment-return.js';
import {
  RETURN_ERROR_CODES,
  type SecretStorage,
  addressWithoutSecret,
  readReturnParams,
  recallClientSecret,
  removeSecretFromAddressBar,
  setupReturnKey,
} from '../../src/elements/payment-status/return-params.js';
import { describeSetup } from '../../src/elements/payment-status/setup-return.js';

/**
 * The return page's DOM-free core (issue 5, item 3), as tables: reading and checking the return
 * query (hostile values included), cleaning the address, keeping the secret for a reload, mapping a
 * payment to what the shopper is told, and following a processing payment on its schedule with a
 * fake clock. The element in a browser and the real sandbox: test/browser/payment-status.spec.ts and
 * ./payment-return.sandbox.test.ts.
 */

const PAY = 'pay_A1b2C3d4E5f6G7h8I9j0K1l2';
const SECRET = 'cs_Q1w2E3r4T5y6U7i8O9p0A1s2_secret_Zx9-Yw8_Vu7';
const OTHER_SECRET = 'cs_Other123_secret_abc';
const PAGE = 'https://shop.example/checkout/return';

/** A Map-backed Storage, so tests see exactly what the module keeps. */
function memoryStorage(): SecretStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

const throwingStorage: SecretStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

const query = (params: string) => `${PAGE}?${params}`;

describe('readReturnParams: the return query', () => {
  describe.each([
    ['all three', `payment_id=${PAY}&client_secret=${SECRET}&redirect_status=completed`, PAY, SECRET, 'completed'],
    ['processing', `payment_id=${PAY}&client_secret=${SECRET}&redirect_status=processing`, PAY, SECRET, 'processing'],
    ['failed', `payment_id=${PAY}&client_secret=${SECRET}&redirect_status=failed`, PAY, SECRET, 'failed'],
    ['no redirect_status', `payment_id=${PAY}&client_secret=${SECRET}`, PAY, SECRET, null],
    ['an unknown redirect_status', `payment_id=${PAY}&client_secret=${SECRET}&redirect_status=succeeded`, PAY, SECRET, null],
    ['redirect_status in capitals', `payment_id=${PAY}&client_secret=${SECRET}&redirect_status=COMPLETED`, PAY, SECRET, null],
    ['redirect_status with markup', `payment_id=${PAY}&client_secret=${SECRET}&redirect_status=%3Cscript%3E`, PAY, SECRET, null],
    ['redirect_status twice', `payment_id=${PAY}&client_secret=${SECRET}&redirect_status=completed&redirect_status=failed`, PAY, SECRET, null],
    ['percent-encoded names and values', `payment%5Fid=${PAY}&client_secret=${encodeURIComponent(SECRET)}`, PAY, SECRET, null],
    ['other parameters around them', `order=42&payment_id=${PAY}&lang=de&client_secret=${SECRET}`, PAY, SECRET, null],
  ])('%s', (_name, search, paymentId, clientSecret, redirectStatus) => {
    const read = readReturnParams(query(search), { storage: null });
    const params = 'params' in read ? read.params : null;
    it('reads payment_id', () => expect(params?.paymentId).toBe(paymentId));
    it('reads client_secret', () => expect(params?.clientSecret).toBe(clientSecret));
    it('reads redirect_status, or null when it is not one the service sends (advisory only)', () =>
      expect(params?.redirectStatus).toBe(redirectStatus));
  });

  it.each([
    ['no query', PAGE, RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
    ['not an absolute URL', '/return?payment_id=' + PAY, RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
    ['an empty payment_id', query(`payment_id=&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
    ['payment_id twice', query(`payment_id=${PAY}&payment_id=pay_Other&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_INVALID],
    ['a path in payment_id', query(`payment_id=pay_abc%2F..%2F..%2Fv1%2Frefunds&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_INVALID],
    ['markup in payment_id', query(`payment_id=pay_%3Cimg%20src%3Dx%3E&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_INVALID],
    ['a query inside payment_id', query(`payment_id=pay_abc%3Fexpand%3Dall&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_INVALID],
    ['payment_id without anything after pay_', query(`payment_id=pay_&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_INVALID],
    ['another kind of id', query(`payment_id=re_abc123&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_INVALID],
    ['a 300-character payment_id', query(`payment_id=pay_${'a'.repeat(296)}&client_secret=${SECRET}`), RETURN_ERROR_CODES.PAYMENT_ID_INVALID],
    ['no client_secret and nothing kept', query(`payment_id=${PAY}`), RETURN_ERROR_CODES.CLIENT_SECRET_MISSING],
    ['an empty client_secret', query(`payment_id=${PAY}&client_secret=`), RETURN_ERROR_CODES.CLIENT_SECRET_MISSING],
    [
      'client_secret twice',
      query(`payment_id=${PAY}&client_secret=${SECRET}&client_secret=${OTHER_SECRET}`),
      RETURN_ERROR_CODES.CLIENT_SECRET_INVALID,
    ],
    ['a secret key as client_secret', query(`payment_id=${PAY}&client_secret=sk_test_abcdefgh12345678`), RETURN_ERROR_CODES.CLIENT_SECRET_INVALID],
    [
      'a publishable key as client_secret',
      query(`payment_id=${PAY}&client_secret=pk_test_abcdefgh12345678`),
      RETURN_ERROR_CODES.CLIENT_SECRET_INVALID,
    ],
    ['markup in client_secret', query(`payment_id=${PAY}&client_secret=cs_abc_secret_%3Cscript%3E`), RETURN_ERROR_CODES.CLIENT_SECRET_INVALID],
    ['a space in client_secret', query(`payment_id=${PAY}&client_secret=cs_abc_secret_a+b`), RETURN_ERROR_CODES.CLIENT_SECRET_INVALID],
    [
      'a 300-character client_secret',
      query(`payment_id=${PAY}&client_secret=cs_abc_secret_${'x'.repeat(286)}`),
      RETURN_ERROR_CODES.CLIENT_SECRET_INVALID,
    ],
  ])('%s → %s', (_name, href, code) => {
    const read = readReturnParams(href, { storage: null });
    expect('error' in read ? read.error.code : 'read').toBe(code);
  });

  it('never repeats a hostile value in its message', () => {
    const read = readReturnParams(query(`payment_id=pay_%3Cimg%20src%3Dx%3E&client_secret=${SECRET}`), { storage: null });
    expect('error' in read ? read.error.message : '').not.toContain('<img');
  });
});

describe('readReturnParams: a setup session’s return (client_secret, no payment_id)', () => {
  it.each([
    ['with redirect_status', `client_secret=${SECRET}&redirect_status=completed`, 'completed'],
    ['a failed authentication', `client_secret=${SECRET}&redirect_status=failed`, 'failed'],
    ['without redirect_status', `client_secret=${SECRET}`, null],
    ['an unknown redirect_status', `client_secret=${SECRET}&redirect_status=succeeded`, null],
    ['other parameters around it', `order=42&client_secret=${encodeURIComponent(SECRET)}&lang=de`, null],
  ])('%s', (_name, search, redirectStatus) => {
    expect(readReturnParams(query(search), { storage: null })).toEqual({ setup: { clientSecret: SECRET, redirectStatus } });
  });

  it.each([
    ['client_secret twice', `client_secret=${SECRET}&client_secret=${OTHER_SECRET}`, RETURN_ERROR_CODES.CLIENT_SECRET_INVALID],
    ['a secret key', 'client_secret=sk_test_abcdefgh12345678', RETURN_ERROR_CODES.CLIENT_SECRET_INVALID],
    ['markup', 'client_secret=cs_abc_secret_%3Cscript%3E', RETURN_ERROR_CODES.CLIENT_SECRET_INVALID],
    ['garbage', 'client_secret=%00%FF..%2F', RETURN_ERROR_CODES.CLIENT_SECRET_INVALID],
    ['an empty client_secret', 'client_secret=&redirect_status=completed', RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
    ['only redirect_status', 'redirect_status=completed', RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
    ['an empty payment_id is still a payment’s return', `payment_id=&client_secret=${SECRET}`, RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
  ])('%s → %s', (_name, search, code) => {
    const read = readReturnParams(query(search), { storage: null });
    expect('error' in read ? read.error.code : 'read').toBe(code);
  });

  it('with payment_id it is a payment’s return, as before', () => {
    const read = readReturnParams(query(`payment_id=${PAY}&client_secret=${SECRET}`), { storage: null });
    expect('params' in read ? read.params.paymentId : 'not a payment').toBe(PAY);
  });

  it('keeps the secret for a reload under the address as it stands once cleaned (no payment id to find it by)', () => {
    const storage = memoryStorage();
    readReturnParams(query(`order=42&client_secret=${SECRET}&redirect_status=completed#top`), { storage });
    expect([...storage.items]).toEqual([[`svc-payment-status:setup:${query('order=42')}`, SECRET]]);
  });

  it('a reload of the cleaned address reads the kept secret: the same setup return, redirect_status gone', () => {
    const storage = memoryStorage();
    readReturnParams(query(`order=42&client_secret=${SECRET}&redirect_status=completed`), { storage });
    expect(readReturnParams(query('order=42'), { storage })).toEqual({ setup: { clientSecret: SECRET, redirectStatus: null } });
    expect(readReturnParams(`${query('order=42')}#details`, { storage })).toEqual({ setup: { clientSecret: SECRET, redirectStatus: null } });
  });

  it.each([
    ['another address', PAGE.replace('/return', '/other'), RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
    ['other parameters', query('order=43'), RETURN_ERROR_CODES.PAYMENT_ID_MISSING],
    ['a payment’s return at that address', query(`order=42&payment_id=${PAY}`), RETURN_ERROR_CODES.CLIENT_SECRET_MISSING],
  ])('the kept secret is not used for %s', (_name, href, code) => {
    const storage = memoryStorage();
    readReturnParams(query(`order=42&client_secret=${SECRET}`), { storage });
    const read = readReturnParams(href, { storage });
    expect('error' in read ? read.error.code : 'read').toBe(code);
  });

  it('a new setup return at the same address replaces the kept secret', () => {
    const storage = memoryStorage();
    readReturnParams(query(`client_secret=${SECRET}`), { storage });
    readReturnParams(query(`client_secret=${OTHER_SECRET}`), { storage });
    expect(readReturnParams(PAGE, { storage })).toEqual({ setup: { clientSecret: OTHER_SECRET, redirectStatus: null } });
  });

  it('a malformed secret is never kept, and a storage that throws makes a reload the error it was', () => {
    const storage = memoryStorage();
    readReturnParams(query('client_secret=sk_test_abcdefgh12345678'), { storage });
    expect(storage.items.size).toBe(0);
    expect(readReturnParams(query(`client_secret=${SECRET}`), { storage: throwingStorage })).toEqual({
      setup: { clientSecret: SECRET, redirectStatus: null },
    });
    const reload = readReturnParams(PAGE, { storage: throwingStorage });
    expect('error' in reload ? reload.error.code : 'read').toBe(RETURN_ERROR_CODES.PAYMENT_ID_MISSING);
  });

  it.each([
    ['the first visit', query(`order=42&client_secret=${SECRET}&redirect_status=completed`)],
    ['a reload', query('order=42')],
    ['a reload with a fragment', `${query('order=42')}#top`],
  ])('setupReturnKey is the same on %s', (_name, href) => {
    expect(setupReturnKey(href)).toBe(`setup:${query('order=42')}`);
  });

  it('the address bar loses the secret and redirect_status', () => {
    expect(addressWithoutSecret(query(`client_secret=${SECRET}&redirect_status=completed&order=42`))).toBe(query('order=42'));
  });
});

describe('readReturnParams: the secret kept for a reload of this tab', () => {
  it('keeps a valid secret under the payment id', () => {
    const storage = memoryStorage();
    readReturnParams(query(`payment_id=${PAY}&client_secret=${SECRET}`), { storage });
    expect([...storage.items]).toEqual([[`svc-payment-status:${PAY}`, SECRET]]);
  });

  it('after the address was cleaned, a reload reads the kept secret', () => {
    const storage = memoryStorage();
    readReturnParams(query(`payment_id=${PAY}&client_secret=${SECRET}`), { storage });
    const reload = readReturnParams(query(`payment_id=${PAY}`), { storage });
    expect('params' in reload ? reload.params.clientSecret : 'not a payment').toBe(SECRET);
  });

  it('a secret kept for another payment is not used', () => {
    const storage = memoryStorage();
    readReturnParams(query(`payment_id=pay_Other123&client_secret=${SECRET}`), { storage });
    const read = readReturnParams(query(`payment_id=${PAY}`), { storage });
    expect('error' in read ? read.error.code : 'read').toBe(RETURN_ERROR_CODES.CLIENT_SECRET_MISSING);
  });

  it('a malformed secret is never kept', () => {
    const storage = memoryStorage();
    readReturnParams(query(`payment_id=${PAY}&client_secret=sk_test_abcdefgh12345678`), { storage });
    expect(storage.items.size).toBe(0);
  });

  it('something else stored under the key (another script, an old version) is ignored', () => {
    const storage = memoryStorage();
    storage.items.set(`svc-payment-status:${PAY}`, '<script>alert(1)</script>');
    expect(recallClientSecret(storage, PAY)).toBeNull();
  });

  it('a storage that throws (webview, privacy mode) neither breaks the first read…', () => {
    const read = readReturnParams(query(`payment_id=${PAY}&client_secret=${SECRET}`), { storage: throwingStorage });
    expect('params' in read ? read.params.clientSecret : 'not a payment').toBe(SECRET);
  });

  it('…nor a reload, which then reports the secret missing', () => {
    const read = readReturnParams(query(`payment_id=${PAY}`), { storage: throwingStorage });
    expect('error' in read ? read.error.code : 'read').toBe(RETURN_ERROR_CODES.CLIENT_SECRET_MISSING);
  });

  it('without any storage (Node), the default reads still work', () => {
    const read = readReturnParams(query(`payment_id=${PAY}&client_secret=${SECRET}`));
    expect('params' in read ? read.params.paymentId : 'not a payment').toBe(PAY);
  });
});

describe('addressWithoutSecret: what stays in the address bar', () => {
  it.each([
    [
      'the secret and the status go, payment_id stays',
      `${PAGE}?payment_id=${PAY}&client_secret=${SECRET}&redirect_status=completed`,
      `${PAGE}?payment_id=${PAY}`,
    ],
    [
      'other parameters keep their order and encoding',
      `${PAGE}?q=a+b&client_secret=${SECRET}&x=%2F&payment_id=${PAY}`,
      `${PAGE}?q=a+b&x=%2F&payment_id=${PAY}`,
    ],
    ['the fragment stays', `${PAGE}?payment_id=${PAY}&client_secret=${SECRET}#receipt`, `${PAGE}?payment_id=${PAY}#receipt`],
    ['a percent-encoded name is still the secret', `${PAGE}?client%5Fsecret=${SECRET}&payment_id=${PAY}`, `${PAGE}?payment_id=${PAY}`],
    ['every copy of the secret goes', `${PAGE}?client_secret=a&client_secret=b&payment_id=${PAY}`, `${PAGE}?payment_id=${PAY}`],
    ['nothing left: no "?"', `${PAGE}?client_secret=${SECRET}`, PAGE],
    ['empty pairs are dropped', `${PAGE}?&client_secret=${SECRET}&&payment_id=${PAY}&`, `${PAGE}?payment_id=${PAY}`],
    [
      'the path and the port stay',
      `http://localhost:5173/shop/return.html?client_secret=${SECRET}&payment_id=${PAY}`,
      `http://localhost:5173/shop/return.html?payment_id=${PAY}`,
    ],
  ])('%s', (_name, href, cleaned) => {
    expect(addressWithoutSecret(href)).toBe(cleaned);
  });

  it.each([[`${PAGE}?payment_id=${PAY}`], [PAGE], ['not a url'], [`${PAGE}#client_secret=${SECRET}`]])('%s: nothing to remove → null', (href) => {
    expect(addressWithoutSecret(href)).toBeNull();
  });
});

describe('removeSecretFromAddressBar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('replaces the current entry (no new history entry) and keeps history.state', () => {
    const state = { page: 'return' };
    const history = { state, replaceState: vi.fn(), pushState: vi.fn() };
    vi.stubGlobal('location', { href: `${PAGE}?payment_id=${PAY}&client_secret=${SECRET}#top` });
    vi.stubGlobal('history', history);
    expect(removeSecretFromAddressBar()).toBe(true);
    expect(history.replaceState.mock.calls).toEqual([[state, '', `${PAGE}?payment_id=${PAY}#top`]]);
    expect(history.pushState).not.toHaveBeenCalled();
  });

  it('leaves a clean address alone', () => {
    const history = { state: null, replaceState: vi.fn() };
    vi.stubGlobal('location', { href: `${PAGE}?payment_id=${PAY}` });
    vi.stubGlobal('history', history);
    expect(removeSecretFromAddressBar()).toBe(false);
    expect(history.replaceState).not.toHaveBeenCalled();
  });

  it('outside a browser: false', () => {
    expect(removeSecretFromAddressBar()).toBe(false);
  });
});

function payment(fields: Partial<Payment> = {}): Payment {
  return {
    id: PAY,
    object: 'payment',
    amount: 1234,
    currency: 'EUR',
    status: 'completed',
    returnUrl: PAGE,
    livemode: false,
    createdAt: '2026-05-01T10:00:00.000Z',
    paymentMethod: null,
    nextAction: null,
    lastError: null,
    amountRefunded: 0,
    ...fields,
  };
}

const result = (fields: Partial<Payment>, following = false, redirectStatus: PaymentReturnResult['redirectStatus'] = null): PaymentReturnResult => {
  const paid = payment(fields);
  return { kind: 'payment', status: returnStatusOf(paid), payment: paid, redirectStatus, following };
};

describe('returnStatusOf: what the shopper is told comes from the payment', () => {
  it.each([
    ['completed', PAYMENT_RETURN_STATUS.COMPLETED],
    ['processing', PAYMENT_RETURN_STATUS.PROCESSING],
    ['pending', PAYMENT_RETURN_STATUS.PROCESSING],
    ['requires_payment_method', PAYMENT_RETURN_STATUS.REQUIRES_PAYMENT_METHOD],
    ['requires_action', PAYMENT_RETURN_STATUS.REQUIRES_ACTION],
    ['canceled', PAYMENT_RETURN_STATUS.CANCELED],
    ['failed', PAYMENT_RETURN_STATUS.FAILED],
  ] as const)('%s → %s', (status, shown) => {
    expect(returnStatusOf({ status })).toBe(shown);
  });
});

describe('describeStatus: the words, tone and amount', () => {
  const declined = { code: 'card_declined', declineCode: 'generic_decline', message: 'The card was declined.' };
  describe.each([
    ['loading', null, STATUS_TONES.PENDING, 'Checking your payment…', null],
    ['unreadable', 'error' as const, STATUS_TONES.DANGER, 'We could not read this payment.', null],
    ['completed', result({ status: 'completed' }), STATUS_TONES.SUCCESS, 'Payment completed.', 'Amount: €12.34'],
    [
      'completed, though the query said failed',
      result({ status: 'completed' }, false, 'failed'),
      STATUS_TONES.SUCCESS,
      'Payment completed.',
      'Amount: €12.34',
    ],
    [
      'processing, followed',
      result({ status: 'processing' }, true),
      STATUS_TONES.PENDING,
      'Your bank is still processing the payment…',
      'Amount: €12.34',
    ],
    [
      'processing, after the follow-up time',
      result({ status: 'processing' }, false),
      STATUS_TONES.WARNING,
      'Your bank is still processing the payment. You will receive a confirmation when it is done; you can close this page.',
      'Amount: €12.34',
    ],
    [
      'declined',
      result({ status: 'requires_payment_method', lastError: declined }),
      STATUS_TONES.DANGER,
      'The payment failed: your card was declined. You can try again.',
      'Amount: €12.34',
    ],
    [
      'authentication failed',
      result({
        status: 'requires_payment_method',
        lastError: { code: 'authentication_failed', message: 'The cardholder failed 3D Secure authentication.' },
      }),
      STATUS_TONES.DANGER,
      'The payment failed: your bank could not confirm that it was you. You can try again.',
      'Amount: €12.34',
    ],
    [
      'not paid yet, though the query said completed',
      result({ status: 'requires_payment_method' }, false, 'completed'),
      STATUS_TONES.DANGER,
      'The payment was not completed. You can try again.',
      'Amount: €12.34',
    ],
    [
      'authentication not finished',
      result({ status: 'requires_action' }),
      STATUS_TONES.WARNING,
      'The authentication with your bank was not finished, so nothing was paid. You can try again.',
      'Amount: €12.34',
    ],
    ['canceled', result({ status: 'canceled' }), STATUS_TONES.WARNING, 'The payment was canceled.', 'Amount: €12.34'],
    ['failed', result({ status: 'failed' }), STATUS_TONES.DANGER, 'The payment failed.', 'Amount: €12.34'],
    [
      'failed with a reason',
      result({ status: 'failed', lastError: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'x' } }),
      STATUS_TONES.DANGER,
      'The payment failed: your card has insufficient funds.',
      'Amount: €12.34',
    ],
  ])('%s', (_name, shown, tone, message, amount) => {
    const view = describeStatus(shown, 'en');
    it('tone', () => expect(view.tone).toBe(tone));
    it('message', () => expect(view.message).toBe(message));
    it('amount', () => expect(view.amount).toBe(amount));
  });

  it.each([
    [{ code: 'card_declined', declineCode: 'insufficient_funds', message: 'x' }, 'your card has insufficient funds'],
    [{ code: 'expired_card', message: 'x' }, 'your card has expired'],
    [{ code: 'card_declined', declineCode: 'do_not_honor', message: 'x' }, 'your card was declined'],
    [{ code: 'processing_error', message: 'An error occurred while processing the card.' }, 'An error occurred while processing the card'],
    [{ code: 'toString', message: 'Inherited names are no catalogue keys!' }, 'Inherited names are no catalogue keys'],
  ])('reasonText(%j) → %s', (lastError, text) => {
    expect(reasonText(STATUS_MESSAGES_EN, lastError)).toBe(text);
  });
});

describe('describeSetup (the setup chunk) and describeStatus: a setup session’s return', () => {
  const card = { brand: 'visa', last4: '3063', expMonth: 12, expYear: 2030 };
  const setup = (fields: Partial<SetupSession>): SetupReturnResult => {
    const setupSession = {
      id: 'cs_Q1w2E3r4T5y6U7i8O9p0A1s2',
      object: 'client_session',
      clientSecret: SECRET,
      mode: 'setup',
      payment: null,
      customer: 'cus_1',
      savedCards: { list: false, save: 'always', remove: false },
      livemode: false,
      expiresAt: '2026-11-27T14:00:00Z',
      status: 'requires_payment_method',
      token: null,
      nextAction: null,
      lastError: null,
      ...fields,
    } as SetupSession;
    return { kind: 'setup', status: setupSession.status, setupSession, redirectStatus: null, following: false };
  };
  const token = (brand: string) => ({
    id: 'tok_1',
    object: 'token' as const,
    type: 'card' as const,
    card: { ...card, brand },
    used: true,
    usage: 'reusable' as const,
    customer: 'cus_1',
    networkToken: null,
    livemode: false,
    createdAt: '2026-11-26T14:00:00Z',
  });
  it.each([
    ['loading', null, STATUS_TONES.PENDING, 'Checking your card…'],
    ['unreadable', 'error' as const, STATUS_TONES.DANGER, 'We could not check whether your card was saved.'],
  ])('%s (describeStatus, told it is a setup return)', (_name, shown, tone, message) => {
    expect(describeStatus(shown, 'en', STATUS_MESSAGES_EN, true)).toEqual({ tone, message, amount: null });
  });

  it.each([
    ['saved', setup({ status: 'succeeded', token: token('visa') }), STATUS_TONES.SUCCESS, 'Your Visa card ending in 3063 was saved.'],
    [
      'a brand added later',
      setup({ status: 'succeeded', token: token('newbrand') }),
      STATUS_TONES.SUCCESS,
      'Your newbrand card ending in 3063 was saved.',
    ],
    [
      'authentication failed',
      setup({ lastError: { code: 'authentication_failed', message: 'The cardholder failed 3D Secure authentication.' } }),
      STATUS_TONES.DANGER,
      'Your card was not saved: your bank could not confirm that it was you. You can try again.',
    ],
    ['not saved, no reason', setup({}), STATUS_TONES.DANGER, 'Your card was not saved. You can try again.'],
    [
      'authentication not finished',
      setup({ status: 'requires_action' }),
      STATUS_TONES.WARNING,
      'The authentication with your bank was not finished, so your card was not saved. You can try again.',
    ],
  ])('%s', (_name, shown, tone, message) => {
    const view = describeSetup(shown, STATUS_MESSAGES_EN, { fill, reasonText });
    expect(view).toEqual({ tone, message, amount: null });
  });
});

describe('formatAmount: minor units in the currency’s own decimals', () => {
  it.each([
    [1234, 'EUR', 'en', '€12.34'],
    [1234, 'EUR', 'de-DE', '12,34 €'],
    [1234, 'JPY', 'en', '¥1,234'],
    [1234, 'KWD', 'en', 'KWD 1.234'],
    [5, 'USD', 'en-US', '$0.05'],
    [1234, 'NOPE1', 'en', '1234 NOPE1'],
  ])('%s %s (%s) → %s', (amount, currency, locale, text) => {
    expect(formatAmount(amount, currency, locale).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('followDelayMs: 1 s, 2 s, 3 s, 4 s, then every 5 s', () => {
  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 3_000],
    [3, 4_000],
    [4, 5_000],
    [5, 5_000],
    [40, 5_000],
    [-3, 1_000],
    [Number.NaN, 1_000],
    [Number.POSITIVE_INFINITY, 5_000],
  ])('check %s → %s ms', (check, ms) => {
    expect(followDelayMs(check)).toBe(ms);
  });

  it('two minutes of follow-up make 26 checks at most', () => {
    let total = 0;
    let checks = 0;
    while (total + followDelayMs(checks) <= 120_000) total += followDelayMs(checks++);
    expect(checks).toBe(26);
  });
});

/** A fake clock: `sleep` moves it, so the follow-up runs instantly and its waits can be read. */
function fakeClock() {
  let now = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => now,
    // eslint-disable-next-line @typescript-eslint/require-await -- a fake of abortableSleep: async like it, so an abort arrives as a rejection
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason;
      sleeps.push(ms);
      now += ms;
    },
  };
}

/** A retrieve that answers with these statuses in turn (an Error is thrown), then repeats the last. */
function answers(...steps: (Payment['status'] | Error)[]) {
  const calls: number[] = [];
  const retrieve = vi.fn((): Promise<Payment> => {
    const step = steps[Math.min(calls.length, steps.length - 1)]!;
    calls.push(calls.length);
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(payment({ status: step }));
  });
  return retrieve;
}

const summary = (updates: PaymentReturnResult[]) => updates.map((update) => `${update.status}/${update.following}`);

describe('followPayment: a processing payment is followed until it settles', () => {
  it('a settled payment is reported once, without another read', async () => {
    const clock = fakeClock();
    const retrieve = answers('completed');
    const updates: PaymentReturnResult[] = [];
    const settled = await followPayment(
      payment({ status: 'completed' }),
      'completed',
      { retrieve, ...clock },
      { onUpdate: (update) => updates.push(update) },
    );
    expect(summary(updates)).toEqual(['completed/false']);
    expect(settled).toBe(updates[0]);
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('processing → processing → completed: reported when it changes, on the 1 s, 2 s schedule', async () => {
    const clock = fakeClock();
    const retrieve = answers('processing', 'completed');
    const updates: PaymentReturnResult[] = [];
    const settled = await followPayment(
      payment({ status: 'processing' }),
      'processing',
      { retrieve, ...clock },
      { onUpdate: (update) => updates.push(update) },
    );
    expect(summary(updates)).toEqual(['processing/true', 'completed/false']);
    expect(clock.sleeps).toEqual([1_000, 2_000]);
    expect(settled.payment.status).toBe('completed');
    expect(settled.redirectStatus).toBe('processing');
  });

  it('still processing at the deadline: one last report, following false, and no read after it', async () => {
    const clock = fakeClock();
    const retrieve = answers('processing');
    const updates: PaymentReturnResult[] = [];
    const settled = await followPayment(
      payment({ status: 'processing' }),
      null,
      { retrieve, ...clock },
      { processingTimeoutMs: 10_000, onUpdate: (update) => updates.push(update) },
    );
    expect(summary(updates)).toEqual(['processing/true', 'processing/false']);
    expect(clock.sleeps).toEqual([1_000, 2_000, 3_000, 4_000]);
    expect(retrieve).toHaveBeenCalledTimes(4);
    expect(settled.following).toBe(false);
  });

  it('the last wait ends at the deadline', async () => {
    const clock = fakeClock();
    await followPayment(payment({ status: 'processing' }), null, { retrieve: answers('processing'), ...clock }, { processingTimeoutMs: 2_500 });
    expect(clock.sleeps).toEqual([1_000, 1_500]);
  });

  it('the default follow-up lasts two minutes', async () => {
    const clock = fakeClock();
    await followPayment(payment({ status: 'processing' }), null, { retrieve: answers('processing'), ...clock });
    expect(clock.now()).toBe(120_000);
  });

  it('a failed check is repeated at the next step; what was shown stays', async () => {
    const clock = fakeClock();
    const offline = new ServiceClientError({ type: 'connection_error', code: 'network_error', message: 'offline', status: 0 });
    const retrieve = answers(offline, new Error('boom'), 'completed');
    const updates: PaymentReturnResult[] = [];
    const settled = await followPayment(
      payment({ status: 'processing' }),
      null,
      { retrieve, ...clock },
      { onUpdate: (update) => updates.push(update) },
    );
    expect(summary(updates)).toEqual(['processing/true', 'completed/false']);
    expect(retrieve).toHaveBeenCalledTimes(3);
    expect(settled.status).toBe('completed');
  });

  it('processing → failed ends the follow-up with the failure', async () => {
    const clock = fakeClock();
    const updates: PaymentReturnResult[] = [];
    await followPayment(
      payment({ status: 'processing' }),
      'completed',
      { retrieve: answers('failed'), ...clock },
      { onUpdate: (update) => updates.push(update) },
    );
    expect(summary(updates)).toEqual(['processing/true', 'failed/false']);
  });

  it('each report is frozen', async () => {
    const settled = await followPayment(payment(), null, { retrieve: answers('completed'), ...fakeClock() });
    expect(Object.isFrozen(settled)).toBe(true);
  });

  it('aborted while waiting: rejects with the signal’s reason and reads no more', async () => {
    const controller = new AbortController();
    const retrieve = answers('processing');
    const following = followPayment(payment({ status: 'processing' }), null, { retrieve }, { signal: controller.signal });
    controller.abort(new DOMException('disconnected', 'AbortError'));
    await expect(following).rejects.toMatchObject({ name: 'AbortError', message: 'disconnected' });
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('aborted during a read: rejects, even though the read failed for that reason', async () => {
    const controller = new AbortController();
    const retrieve = vi.fn(() => {
      controller.abort(new DOMException('gone', 'AbortError'));
      return Promise.reject(new ServiceClientError({ type: 'connection_error', code: 'aborted', message: 'aborted', status: 0 }));
    });
    await expect(
      followPayment(payment({ status: 'processing' }), null, { retrieve, ...fakeClock() }, { signal: controller.signal }),
    ).rejects.toMatchObject({ message: 'gone' });
  });
});

describe('followPaymentReturn and handlePaymentReturn: configuration refused before any request', () => {
  const params = { paymentId: PAY, clientSecret: SECRET, redirectStatus: null };
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['no publishable key', { publishableKey: '' }, 'publishable_key_missing'],
    ['a secret key', { publishableKey: 'sk_test_abcdefgh12345678' }, 'secret_key_in_page'],
    ['not a key', { publishableKey: 'hello' }, 'publishable_key_invalid'],
    ['plain http to a remote host', { publishableKey: 'pk_test_abcdefgh12345678', serviceUrl: 'http://api.svc.example' }, 'service_url_invalid'],
    ['a service URL with a query', { publishableKey: 'pk_test_abcdefgh12345678', serviceUrl: 'https://api.svc.example/?x=1' }, 'service_url_invalid'],
    ['an opaque page origin', { publishableKey: 'pk_test_abcdefgh12345678', pageOrigin: 'null' }, 'opaque_origin'],
  ])('%s → PaymentReturnError %s, and fetch is never called', async (_name, options, code) => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const following = followPaymentReturn(params, { pageOrigin: 'https://shop.example', ...options });
    await expect(following).rejects.toBeInstanceOf(PaymentReturnError);
    await expect(following).rejects.toMatchObject({ code });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('handlePaymentReturn rejects a bad query with its code before any request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const handled = handlePaymentReturn({ publishableKey: 'pk_test_abcdefgh12345678', url: query(`payment_id=${PAY}`) });
    await expect(handled).rejects.toMatchObject({ name: 'PaymentReturnError', code: RETURN_ERROR_CODES.CLIENT_SECRET_MISSING });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('handlePaymentReturn cleans the address bar even when the configuration is wrong', async () => {
    const history = { state: null, replaceState: vi.fn() };
    vi.stubGlobal('location', { href: `${PAGE}?payment_id=${PAY}&client_secret=${SECRET}` });
    vi.stubGlobal('history', history);
    await expect(handlePaymentReturn({ publishableKey: 'sk_test_abcdefgh12345678' })).rejects.toMatchObject({ code: 'secret_key_in_page' });
    expect(history.replaceState.mock.calls).toEqual([[null, '', `${PAGE}?payment_id=${PAY}`]]);
  });
});

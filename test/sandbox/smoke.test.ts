import { describe, expect, it } from 'vitest';
import { payWith, useSandbox } from '../support/sandbox.js';

describe('sandbox smoke', () => {
  const t = useSandbox();
  it('an empty account lists no payments', async () => {
    const result = await t.api('GET', '/v1/payments');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ object: 'list', data: [], page: { has_more: false, next_cursor: null, total_estimate: 0 } });
  });
  it('4242 4242 4242 4242 completes', async () => {
    const { confirm } = await payWith(t, '4242424242424242');
    expect(confirm.status).toBe(200);
    expect(confirm.body.status).toBe('completed');
  });
});

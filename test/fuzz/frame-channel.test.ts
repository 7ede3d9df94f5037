import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChannelWindow, type MessageEventLike, type PortLike, createFrameChannel, parseFragment } from '../../src/frame/shared/channel.js';
import { HostMessage } from '../../src/protocol/messages.js';
import { PROTOCOL, PROTOCOL_VERSION } from '../../src/protocol/rules.js';

/**
 * Issue 13, item 5: the frame's end of the host ↔ frame channel (src/frame/shared/channel.ts) under
 * generated input. Whatever arrives on the window (any data, origin, source, ports) or, once
 * connected, on the port: nothing throws, no `connect` but the one with the parent, origin, nonce and
 * one port is taken (and a second such one ends the channel: `channel_conflict`), and a port message reaches the card form exactly when zod's `HostMessage`
 * (src/protocol/messages.ts) accepts it, as zod outputs it. The host's side parses with the same
 * generated validators, which test/validators/browser-validators.test.ts holds against zod on any value.
 */

const NONCE = '0123456789abcdef0123456789abcdef';
const HOST = 'https://shop.example';
const envelope = { protocol: PROTOCOL, version: PROTOCOL_VERSION };

const anyValue = fc.oneof(
  fc.anything({
    maxDepth: 3,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withTypedArray: true,
    withBoxedValues: true,
    withSparseArray: true,
  }),
  fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown),
);

const fakePort = (): PortLike => ({ postMessage: () => undefined, onmessage: null, close: () => undefined });

/** Host messages of every type, often well formed, with a field of any value now and then. */
const hostishMessage = fc
  .tuple(
    fc.constantFrom('init', 'update', 'focus', 'blur', 'clear', 'confirm', 'destroy', 'launch', '__proto__', ''),
    fc.dictionary(fc.constantFrom('field', 'appearance', 'locale', 'clientSecret', 'returnUrl', 'fonts', 'nonce', 'options', '__proto__'), anyValue, {
      maxKeys: 3,
    }),
    fc.constantFrom<Record<string, unknown>>(envelope, { ...envelope, version: 2 }, { protocol: 'other', version: 1 }, {}),
  )
  .map(([type, fields, head]) => ({ ...head, type, ...fields }));

describe('the frame’s channel under any input (issue 13, item 5)', () => {
  it('parseFragment never throws, and returns only a 32-hex nonce and a canonical http(s) origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.tuple(fc.string(), fc.string()).map(([nonce, origin]) => `#nonce=${nonce}&origin=${origin}`),
          fc
            .tuple(
              fc.constantFrom('https://', 'http://', 'javascript:', '', 'HTTPS://'),
              fc.constantFrom('shop.example', 'SHOP.example', 'a b', '[::1]', 'x:1'),
              fc.string({ maxLength: 8 }),
            )
            .map(([scheme, host, rest]) => `#nonce=${NONCE}&origin=${encodeURIComponent(scheme + host + rest)}`),
        ),
        (hash) => {
          const parsed = parseFragment(hash);
          if (parsed === null) return;
          expect(parsed.nonce).toMatch(/^[0-9a-f]{32}$/);
          expect(new URL(parsed.origin).origin).toBe(parsed.origin);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('window messages of any data, origin, source and ports: nothing throws, only the proper connect is taken', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            data: fc.oneof(
              anyValue,
              fc.constantFrom({ ...envelope, type: 'connect', nonce: NONCE }, { ...envelope, type: 'connect', nonce: NONCE.toUpperCase() }),
            ),
            origin: fc.constantFrom(HOST, 'https://evil.example', 'null', '', `${HOST}/`),
            fromParent: fc.boolean(),
            ports: fc.nat({ max: 2 }),
          }),
          { maxLength: 8 },
        ),
        (events) => {
          const listeners = new Set<(event: MessageEventLike) => void>();
          const parent = { postMessage: () => undefined };
          const window: ChannelWindow = {
            parent,
            addEventListener: (_type, listener) => void listeners.add(listener),
            removeEventListener: (_type, listener) => void listeners.delete(listener),
          };
          let connects = 0;
          const channel = createFrameChannel(
            window,
            { nonce: NONCE, origin: HOST },
            { onMessage: () => undefined, onConnect: () => void (connects += 1) },
            { schedule: () => 0, unschedule: () => undefined },
          );
          channel.start();
          let proper = 0;
          for (const event of events) {
            const ports = Array.from({ length: event.ports }, fakePort);
            const full: MessageEventLike = { data: event.data, origin: event.origin, source: event.fromParent ? parent : {}, ports };
            for (const listener of [...listeners]) listener(full);
            const data = event.data as Record<string, unknown> | null;
            const isProper =
              event.fromParent &&
              event.origin === HOST &&
              event.ports === 1 &&
              typeof data === 'object' &&
              data !== null &&
              data.type === 'connect' &&
              data.nonce === NONCE &&
              data.protocol === PROTOCOL &&
              data.version === PROTOCOL_VERSION;
            if (isProper) proper += 1;
          }
          // The first proper connect is taken; a second one is a forgery racing the host
          // (channel_conflict): the frame then refuses both ports and is connected to none.
          expect(connects).toBe(proper > 0 ? 1 : 0);
          expect(channel.connected).toBe(proper === 1);
          channel.close();
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('port messages of any value: nothing throws, and the card form gets exactly what zod’s HostMessage accepts, as zod outputs it', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.array(fc.oneof(anyValue, hostishMessage), { maxLength: 5 }), (messages) => {
        const listeners = new Set<(event: MessageEventLike) => void>();
        const parent = { postMessage: () => undefined };
        const received: unknown[] = [];
        const channel = createFrameChannel(
          {
            parent,
            addEventListener: (_type, listener) => void listeners.add(listener),
            removeEventListener: (_type, listener) => void listeners.delete(listener),
          },
          { nonce: NONCE, origin: HOST },
          { onMessage: (message) => void received.push(message) },
          { schedule: () => 0, unschedule: () => undefined },
        );
        channel.start();
        const port = fakePort();
        for (const listener of [...listeners])
          listener({ data: { ...envelope, type: 'connect', nonce: NONCE }, origin: HOST, source: parent, ports: [port] });
        expect(channel.connected).toBe(true);
        const expected: unknown[] = [];
        for (const data of messages) {
          port.onmessage!({ data });
          const parsed = HostMessage.safeParse(data);
          if (parsed.success) expected.push(parsed.data);
        }
        accepted += expected.length;
        expect(received).toStrictEqual(expected);
        channel.close();
      }),
      { numRuns: 2_000 },
    );
    // Not only refusals: well-formed messages got through too.
    expect(accepted).toBeGreaterThan(50);
  });
});

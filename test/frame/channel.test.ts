import { afterEach, describe, expect, it } from 'vitest';
import {
  createFrameChannel,
  type FrameChannel,
  HELLO_SCHEDULE_MS,
  parseFragment,
  type ChannelWindow,
  type MessageEventLike,
  type PortLike,
} from '../../src/frame/shared/channel.js';
import { FrameMessage, Hello, type HostMessage } from '../../src/protocol/messages.js';
import { PROTOCOL, PROTOCOL_VERSION } from '../../src/protocol/rules.js';

/**
 * The frame's end of the channel (issue 4, item 4): greet only the origin the fragment names, take
 * a port only from the parent window, that origin and that nonce, then parse every message. Driven
 * with a fake window and Node's real MessageChannel.
 */

const NONCE = '0123456789abcdef0123456789abcdef';
const HOST = 'https://shop.example';
const envelope = { protocol: PROTOCOL, version: PROTOCOL_VERSION };

describe('parseFragment', () => {
  it('reads the nonce and the encoded host origin', () => {
    expect(parseFragment(`#nonce=${NONCE}&origin=${encodeURIComponent(HOST)}`)).toEqual({ nonce: NONCE, origin: HOST });
    expect(parseFragment(`#origin=${encodeURIComponent('http://localhost:5173')}&nonce=${NONCE}`)).toEqual({
      nonce: NONCE,
      origin: 'http://localhost:5173',
    });
  });

  it.each([
    ['no fragment', ''],
    ['no nonce', `#origin=${encodeURIComponent(HOST)}`],
    ['no origin', `#nonce=${NONCE}`],
    ['a short nonce', `#nonce=0123&origin=${encodeURIComponent(HOST)}`],
    ['an uppercase nonce', `#nonce=${NONCE.toUpperCase()}&origin=${encodeURIComponent(HOST)}`],
    ['origin "*"', `#nonce=${NONCE}&origin=*`],
    ['origin "null"', `#nonce=${NONCE}&origin=null`],
    ['an origin with a path', `#nonce=${NONCE}&origin=${encodeURIComponent(`${HOST}/checkout`)}`],
    ['an origin with a trailing slash', `#nonce=${NONCE}&origin=${encodeURIComponent(`${HOST}/`)}`],
    ['another scheme', `#nonce=${NONCE}&origin=${encodeURIComponent('javascript:alert(1)')}`],
    ['an uppercase host (not canonical)', `#nonce=${NONCE}&origin=${encodeURIComponent('https://SHOP.example')}`],
  ])('%s → null', (_name, hash) => {
    expect(parseFragment(hash)).toBeNull();
  });
});

interface Harness {
  channel: FrameChannel;
  posted: { message: unknown; targetOrigin: string }[];
  received: HostMessage[];
  parent: ChannelWindow['parent'];
  listeners: Set<(event: MessageEventLike) => void>;
  dispatch(event: Partial<MessageEventLike>): void;
  runTimers(): void;
  cancelled: Set<number>;
  connects: number;
}

const openPorts: PortLike[] = [];
afterEach(() => {
  for (const port of openPorts.splice(0)) port.close();
});

function harness(): Harness {
  const posted: Harness['posted'] = [];
  const received: HostMessage[] = [];
  const listeners = new Set<(event: MessageEventLike) => void>();
  const parent = { postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }) };
  const timers: (() => void)[] = [];
  const cancelled = new Set<number>();
  const window: ChannelWindow = {
    parent,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  const result: Harness = {
    channel: undefined as unknown as FrameChannel,
    posted,
    received,
    parent,
    listeners,
    cancelled,
    connects: 0,
    dispatch(event) {
      const full: MessageEventLike = { data: undefined, origin: HOST, source: parent, ports: [], ...event };
      for (const listener of [...listeners]) listener(full);
    },
    runTimers() {
      timers.forEach((run, index) => {
        if (!cancelled.has(index)) run();
      });
    },
  };
  result.channel = createFrameChannel(
    window,
    { nonce: NONCE, origin: HOST },
    { onMessage: (message) => void received.push(message), onConnect: () => void (result.connects += 1) },
    { schedule: (callback) => timers.push(callback) - 1, unschedule: (handle) => void cancelled.add(handle as number) },
  );
  return result;
}

function channelPair() {
  const pair = new MessageChannel();
  openPorts.push(pair.port1 as unknown as PortLike, pair.port2 as unknown as PortLike);
  return { frameSide: pair.port1 as unknown as PortLike, hostSide: pair.port2 };
}

/** Messages the host side of a port receives, as they arrive. */
function collect(port: MessagePort): unknown[] {
  const seen: unknown[] = [];
  port.onmessage = (event) => void seen.push(event.data);
  return seen;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('FrameChannel: the greeting', () => {
  it('posts hello to the parent with targetOrigin = the host origin, never "*", on every scheduled greeting', () => {
    const h = harness();
    h.channel.start();
    h.runTimers();
    expect(h.posted).toHaveLength(HELLO_SCHEDULE_MS.length);
    for (const { message, targetOrigin } of h.posted) {
      expect(targetOrigin).toBe(HOST);
      expect(Hello.parse(message)).toEqual({ ...envelope, type: 'hello', nonce: NONCE });
    }
  });

  it('stops greeting once connected, and keeps listening (a second connect must be seen) until close()', () => {
    const h = harness();
    h.channel.start();
    const { frameSide } = channelPair();
    h.dispatch({ data: { ...envelope, type: 'connect', nonce: NONCE }, ports: [frameSide] });
    expect(h.channel.connected).toBe(true);
    expect(h.cancelled.size).toBe(HELLO_SCHEDULE_MS.length);
    expect(h.listeners.size).toBe(1);
    h.runTimers();
    expect(h.posted).toHaveLength(0);
    h.channel.close();
    expect(h.listeners.size).toBe(0);
  });
});

describe('FrameChannel: which connect is accepted', () => {
  const connect = { ...envelope, type: 'connect', nonce: NONCE };

  it.each<[string, Partial<MessageEventLike>]>([
    ['from another window than the parent', { source: {} }],
    ['without a source', { source: null }],
    ['from another origin', { origin: 'https://evil.example' }],
    ['from the right host over http', { origin: 'http://shop.example' }],
    ['with another nonce', { data: { ...connect, nonce: 'f'.repeat(32) } }],
    ['of another protocol version', { data: { ...connect, version: 2 } }],
    ['without the envelope', { data: { type: 'connect', nonce: NONCE } }],
    ['a hello instead', { data: { ...envelope, type: 'hello', nonce: NONCE } }],
    ['a string', { data: JSON.stringify(connect) }],
    ['without a port', { ports: [] }],
  ])('a connect %s is ignored', (_name, override) => {
    const h = harness();
    h.channel.start();
    const { frameSide } = channelPair();
    h.dispatch({ data: connect, ports: [frameSide], ...override });
    expect(h.channel.connected).toBe(false);
    expect(h.connects).toBe(0);
    expect(h.listeners.size).toBe(1);
  });

  it('a connect carrying two ports is ignored', () => {
    const h = harness();
    h.channel.start();
    h.dispatch({ data: connect, ports: [channelPair().frameSide, channelPair().frameSide] });
    expect(h.channel.connected).toBe(false);
  });

  it('the first valid connect wins; the frame then speaks only over its port', async () => {
    const h = harness();
    h.channel.start();
    const first = channelPair();
    h.dispatch({ data: connect, ports: [first.frameSide] });
    expect(h.connects).toBe(1);
    const onFirst = collect(first.hostSide);
    expect(h.channel.send({ type: 'ready', height: 120 })).toBe(true);
    await tick();
    expect(onFirst).toEqual([{ ...envelope, type: 'ready', height: 120 }]);
    expect(FrameMessage.safeParse(onFirst[0]).success).toBe(true);
    expect(h.posted.filter((post) => (post.message as { type: string }).type !== 'hello')).toEqual([]);
  });

  it('issue 13, item 3: a second valid connect (another script holds the nonce) gets both ports loaderror channel_conflict, closed, and no port is taken again', async () => {
    const h = harness();
    h.channel.start();
    const first = channelPair();
    const second = channelPair();
    const third = channelPair();
    const onFirst = collect(first.hostSide);
    const onSecond = collect(second.hostSide);
    const onThird = collect(third.hostSide);
    h.dispatch({ data: connect, ports: [first.frameSide] });
    h.dispatch({ data: connect, ports: [second.frameSide] });
    expect(h.channel.connected).toBe(false);
    expect(h.channel.send({ type: 'ready', height: 120 })).toBe(false);
    h.dispatch({ data: connect, ports: [third.frameSide] });
    expect(h.channel.connected).toBe(false);
    expect(h.connects).toBe(1);
    // A host message on the first port reaches nothing any more.
    first.hostSide.postMessage({ ...envelope, type: 'clear' });
    h.channel.start();
    expect(h.posted).toEqual([]);
    await tick();
    const refusal = { ...envelope, type: 'loaderror', code: 'channel_conflict', message: expect.any(String) };
    expect(onFirst).toEqual([refusal]);
    expect(onSecond).toEqual([refusal]);
    expect(onThird).toEqual([refusal]);
    expect(FrameMessage.safeParse(onFirst[0]).success).toBe(true);
    expect(h.received).toEqual([]);
  });

  it.each<[string, Partial<MessageEventLike>]>([
    ['from another window than the parent', { source: {} }],
    ['from another origin', { origin: 'https://evil.example' }],
    ['with another nonce', { data: { ...connect, nonce: 'f'.repeat(32) } }],
    ['without a port', { ports: [] }],
  ])('once connected, a connect %s changes nothing: the channel stays', async (_name, override) => {
    const h = harness();
    h.channel.start();
    const first = channelPair();
    const onFirst = collect(first.hostSide);
    h.dispatch({ data: connect, ports: [first.frameSide] });
    h.dispatch({ data: connect, ports: [channelPair().frameSide], ...override });
    expect(h.channel.connected).toBe(true);
    expect(h.channel.send({ type: 'submit' })).toBe(true);
    await tick();
    expect(onFirst).toEqual([{ ...envelope, type: 'submit' }]);
  });
});

describe('FrameChannel: messages over the port', () => {
  function connected() {
    const h = harness();
    h.channel.start();
    const pair = channelPair();
    h.dispatch({ data: { ...envelope, type: 'connect', nonce: NONCE }, ports: [pair.frameSide] });
    return Promise.resolve({ h, host: pair.hostSide });
  }

  it('nothing is sent before the connect', () => {
    const h = harness();
    h.channel.start();
    expect(h.channel.send({ type: 'submit' })).toBe(false);
  });

  it('host messages that pass HostMessage reach the app', async () => {
    const { h, host } = await connected();
    host.postMessage({ ...envelope, type: 'init', publishableKey: 'pk_test_x', clientSecret: 'cs_a_secret_b', locale: 'en' });
    host.postMessage({ ...envelope, type: 'focus', field: 'cvc' });
    host.postMessage({ ...envelope, type: 'confirm', requestId: 'r1', clientSecret: 'cs_a_secret_b' });
    await tick();
    expect(h.received.map((message) => message.type)).toEqual(['init', 'focus', 'confirm']);
  });

  it.each([
    ['an unknown type', { ...envelope, type: 'steal-card' }],
    ['another version', { ...envelope, version: 99, type: 'clear' }],
    ['no envelope', { type: 'clear' }],
    ['a field that does not exist', { ...envelope, type: 'focus', field: 'pan' }],
    ['an appearance variable outside --svc-*', { ...envelope, type: 'update', appearance: { variables: { '--other-color': 'red' } } }],
    ['an appearance rule value with url()', { ...envelope, type: 'update', appearance: { rules: { '.Input': { color: 'url(x)' } } } }],
    [
      'an appearance value with url()',
      { ...envelope, type: 'update', appearance: { variables: { '--svc-color-text': 'url(https://evil.example/x)' } } },
    ],
    ['an init without a key', { ...envelope, type: 'init', clientSecret: 'cs_a_secret_b', locale: 'en' }],
    ['a string', 'clear'],
    ['null', null],
  ])('%s is dropped', async (_name, data) => {
    const { h, host } = await connected();
    host.postMessage(data);
    await tick();
    expect(h.received).toEqual([]);
  });

  it('close() closes the port: nothing more is sent', async () => {
    const { h } = await connected();
    h.channel.close();
    expect(h.channel.connected).toBe(false);
    expect(h.channel.send({ type: 'submit' })).toBe(false);
  });
});

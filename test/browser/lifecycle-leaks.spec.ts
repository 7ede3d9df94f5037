import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { recordFigures, scaled } from '../support/stress.js';
import { CARD_FRAME_PATH, loggedEvents, waitForLogged } from './support/checkout.js';

/**
 * Issue 13, item 8: connecting and disconnecting the element 1,000 times leaves nothing behind,
 * counted, not guessed. pages/lifecycle.html loads pages/leak-counters.js before anything else; it
 * wraps addEventListener/removeEventListener, MessageChannel and MessagePort.close, the four timer
 * functions and the observers' observe/unobserve/disconnect, and counts what is live. Chrome's own
 * view completes it over CDP, after a forced garbage collection: the MessagePort, iframe and element
 * objects still on the heap (`Runtime.queryObjects`) and the renderer's frames, documents and
 * listeners (`Performance.getMetrics`). Removed iframes and elements are not counted on the heap:
 * the inspector this test drives the browser through keeps handles to iframes it saw attached
 * (a heap snapshot shows them held by "DevTools console" global handles), and with them what their
 * listeners reach; a listener on a node out of the document is counted apart, and not held to the baseline.
 *
 * The cycles mix what frameworks do: a fresh element or the same one again; removed in the same task,
 * after a microtask, after a task; and every hundredth left until its frame is ready. `npm run bench`
 * runs SVC_STRESS times as many cycles (test/support/stress.ts).
 */

const CYCLES = scaled(1_000);

interface Counts {
  listeners: number;
  listenersByKind: Record<string, number>;
  listenersOnDetachedNodes: number;
  channels: number;
  openPorts: number;
  timeouts: number;
  intervals: number;
  observed: Record<string, number>;
  iframes: number;
}

declare global {
  interface Window {
    __leaks: { count(): Counts };
    __card?: HTMLElement;
    __form?: HTMLElement;
  }
}

/** The page's counts after a full garbage collection (the counters hold their targets weakly). */
async function counts(page: Page, cdp: CDPSession): Promise<Counts> {
  await cdp.send('HeapProfiler.collectGarbage');
  return page.evaluate(() => window.__leaks.count());
}
/** What must come back to where it was: everything but how many channels were ever made. */
const live = ({ channels: _made, listenersOnDetachedNodes: _detached, ...rest }: Counts) => rest;

async function heapObjects(cdp: CDPSession, prototypeExpression: string): Promise<number> {
  const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: prototypeExpression });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId! });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId!,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId! });
  return result.value as number;
}

/** Chrome's own count, after a full garbage collection. */
async function heap(cdp: CDPSession) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? -1;
  return {
    messagePorts: await heapObjects(cdp, 'MessagePort.prototype'),
    iframes: await heapObjects(cdp, 'HTMLIFrameElement.prototype'),
    elements: await heapObjects(cdp, "customElements.get('svc-payment-element').prototype"),
    frames: metric('Frames'),
    documents: metric('Documents'),
    jsEventListeners: metric('JSEventListeners'),
  };
}

function liveCardFrames(page: Page, sandboxUrl: string): number {
  return page.frames().filter((frame) => !frame.isDetached() && frame.url().startsWith(`${sandboxUrl}${CARD_FRAME_PATH}`)).length;
}

test(`${CYCLES.toLocaleString('en')} connects and disconnects leave no iframe, listener, port, timer or observer behind, and the element still gets ready`, async ({
  page,
  servers,
  startCheckout,
  consoleErrors,
  cspViolations,
}) => {
  test.setTimeout(scaled(120_000));
  await startCheckout({ page: 'lifecycle.html' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const started = Date.now();
  const connected = await counts(page, cdp);
  expect(connected.iframes).toBe(1);
  expect(connected.openPorts).toBe(1);

  // The baseline: the page with its element removed, as a framework leaves it between two mounts.
  await page.evaluate(() => {
    window.__card = document.getElementById('card')!;
    window.__form = window.__card.parentElement!;
    window.__card.remove();
  });
  await expect.poll(() => liveCardFrames(page, servers.sandboxUrl)).toBe(0);
  const baseline = await counts(page, cdp);
  expect(baseline.iframes).toBe(0);
  expect(baseline.openPorts).toBe(0);
  const heapBaseline = await heap(cdp);

  const readies = await page.evaluate(async (cycles) => {
    const card = window.__card!;
    const form = window.__form!;
    let ready = 0;
    for (let cycle = 0; cycle < cycles; cycle += 1) {
      const element = cycle % 2 === 0 ? card : (card.cloneNode(false) as HTMLElement);
      form.prepend(element);
      if (cycle % 100 === 99) {
        await new Promise((resolve) => element.addEventListener('svc-ready', resolve, { once: true }));
        ready += 1;
      } else if (cycle % 3 === 0) {
        await new Promise((resolve) => setTimeout(resolve, 0));
      } else if (cycle % 3 === 1) {
        await Promise.resolve();
      }
      element.remove();
    }
    return ready;
  }, CYCLES);
  expect(readies).toBe(CYCLES / 100);
  const cycled = Date.now();

  // Frames detach from the browser asynchronously: wait for that, then count.
  await expect.poll(() => liveCardFrames(page, servers.sandboxUrl)).toBe(0);
  await expect.poll(async () => live(await counts(page, cdp)), { timeout: 15_000 }).toEqual(live(baseline));
  const after = await counts(page, cdp);
  expect(after.channels).toBeGreaterThanOrEqual(CYCLES / 100);
  const heapAfter = await heap(cdp);
  expect(heapAfter.messagePorts, 'MessagePort objects alive').toBeLessThanOrEqual(heapBaseline.messagePorts);
  expect(heapAfter.frames, 'frames').toBeLessThanOrEqual(heapBaseline.frames);
  expect(heapAfter.documents, 'documents').toBeLessThanOrEqual(heapBaseline.documents);
  // Not held to the baseline, and why: Chrome's JSEventListeners counts the listeners of the removed iframes the
  // inspector keeps (above); the page's own counters hold the live ones to the baseline. Printed for the record.

  // And the element still works: mounted once more, it gets ready with exactly what it held at first.
  const readyBefore = (await loggedEvents(page, 'svc-ready')).length;
  await page.evaluate(() => window.__form!.prepend(window.__card!));
  await waitForLogged(page, 'svc-ready', { count: readyBefore + 1 });
  await expect.poll(async () => live(await counts(page, cdp))).toEqual(live(connected));
  expect(await loggedEvents(page, 'svc-loaderror')).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(cspViolations).toEqual([]);
  console.log(JSON.stringify({ cyclesMs: cycled - started, connected, baseline, after, heapBaseline, heapAfter }));
  recordFigures('lifecycle', {
    cycles: CYCLES,
    seconds: Math.round((cycled - started) / 100) / 10,
    channelsMade: after.channels,
    iframesLeft: after.iframes,
    portsLeft: after.openPorts,
    heapMessagePortsGained: heapAfter.messagePorts - heapBaseline.messagePorts,
    heapDocumentsGained: heapAfter.documents - heapBaseline.documents,
  });
});

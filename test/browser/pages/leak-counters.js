// Counts what a page holds live (issue 13, item 8; test/browser/lifecycle-leaks.spec.ts), loaded as a
// classic script before anything else so every later registration passes through it:
// - event listeners (addEventListener / removeEventListener, `once` and `signal` honoured) on live
//   targets (window, the document, nodes in it, ports and other non-node targets), by the kind of
//   target and the event type; those on nodes out of the document apart;
// - MessageChannels created, and the ports kept (port1) not yet closed;
// - timers: timeouts scheduled and neither fired nor cleared, intervals not cleared;
// - ResizeObserver / IntersectionObserver / MutationObserver: observed targets not unobserved or disconnected.
// Targets are held weakly, so counting keeps nothing alive; what is garbage but not yet collected still
// counts, so collect first (the spec does, over CDP). `window.__leaks.count()` answers the totals.
(function () {
  'use strict';

  // Listeners: one entry per (target, type, listener, capture), as the DOM dedupes them.
  var listeners = new Map(); // key → { target: WeakRef, type, describe }
  var ids = new WeakMap();
  var nextId = 1;
  function idOf(object) {
    var id = ids.get(object);
    if (id === undefined) {
      id = nextId++;
      ids.set(object, id);
    }
    return id;
  }
  function captureOf(options) {
    return typeof options === 'boolean' ? options : Boolean(options && options.capture);
  }
  function kindOf(target) {
    if (target === window) return 'window';
    if (target === document) return 'document';
    if (typeof Node !== 'undefined' && target instanceof Node) return target.nodeName.toLowerCase();
    return (target && target.constructor && target.constructor.name) || 'other';
  }
  var add = EventTarget.prototype.addEventListener;
  var remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    var result = add.call(this, type, listener, options);
    if (!listener || (options && options.signal && options.signal.aborted)) return result;
    var key = idOf(this) + ' ' + type + ' ' + idOf(listener) + ' ' + captureOf(options);
    if (!listeners.has(key)) {
      listeners.set(key, { target: new WeakRef(this), type: type, kind: kindOf(this) });
      var forget = function () {
        listeners.delete(key);
      };
      if (options && options.once) add.call(this, type, forget, { once: true, capture: captureOf(options) });
      if (options && options.signal) add.call(options.signal, 'abort', forget, { once: true });
    }
    return result;
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (listener) listeners.delete(idOf(this) + ' ' + type + ' ' + idOf(listener) + ' ' + captureOf(options));
    return remove.call(this, type, listener, options);
  };

  // Ports: the end a page keeps is port1 (port2 is transferred to the frame).
  var keptPorts = new Set(); // WeakRef
  var closed = new WeakSet();
  var channels = 0;
  var OriginalChannel = window.MessageChannel;
  window.MessageChannel = function MessageChannel() {
    var channel = new OriginalChannel();
    channels += 1;
    keptPorts.add(new WeakRef(channel.port1));
    return channel;
  };
  window.MessageChannel.prototype = OriginalChannel.prototype;
  var close = MessagePort.prototype.close;
  MessagePort.prototype.close = function () {
    closed.add(this);
    return close.call(this);
  };

  // Timers.
  var timeouts = new Set();
  var intervals = new Set();
  var setTimeoutOriginal = window.setTimeout;
  var clearTimeoutOriginal = window.clearTimeout;
  var setIntervalOriginal = window.setInterval;
  var clearIntervalOriginal = window.clearInterval;
  window.setTimeout = function (callback, delay) {
    var rest = Array.prototype.slice.call(arguments, 2);
    var id = setTimeoutOriginal.call(
      window,
      function () {
        timeouts.delete(id);
        if (typeof callback === 'function') callback.apply(this, rest);
      },
      delay,
    );
    timeouts.add(id);
    return id;
  };
  window.clearTimeout = function (id) {
    timeouts.delete(id);
    intervals.delete(id);
    return clearTimeoutOriginal.call(window, id);
  };
  window.setInterval = function () {
    var id = setIntervalOriginal.apply(window, arguments);
    intervals.add(id);
    return id;
  };
  window.clearInterval = function (id) {
    intervals.delete(id);
    timeouts.delete(id);
    return clearIntervalOriginal.call(window, id);
  };

  // Observers: how many targets each observes.
  var observers = new Set(); // { name, ref: WeakRef(observer), targets: Set }
  function wrapObserver(name) {
    var Original = window[name];
    if (typeof Original !== 'function') return;
    var records = new WeakMap();
    var observe = Original.prototype.observe;
    var unobserve = Original.prototype.unobserve;
    var disconnect = Original.prototype.disconnect;
    var recordOf = function (observer) {
      var record = records.get(observer);
      if (!record) {
        record = { name: name, ref: new WeakRef(observer), targets: new Set() };
        records.set(observer, record);
        observers.add(record);
      }
      return record;
    };
    Original.prototype.observe = function (target) {
      recordOf(this).targets.add(idOf(target));
      return observe.apply(this, arguments);
    };
    if (unobserve) {
      Original.prototype.unobserve = function (target) {
        recordOf(this).targets.delete(idOf(target));
        return unobserve.apply(this, arguments);
      };
    }
    Original.prototype.disconnect = function () {
      recordOf(this).targets.clear();
      return disconnect.apply(this, arguments);
    };
  }
  ['ResizeObserver', 'IntersectionObserver', 'MutationObserver'].forEach(wrapObserver);

  /** Every iframe of the page, shadow roots (open ones) included. */
  function iframes() {
    var found = 0;
    (function visit(root) {
      var all = root.querySelectorAll('*');
      for (var i = 0; i < all.length; i += 1) {
        if (all[i].localName === 'iframe') found += 1;
        if (all[i].shadowRoot) visit(all[i].shadowRoot);
      }
    })(document);
    return found;
  }

  function count() {
    var byKind = {};
    var live = 0;
    var detached = 0;
    listeners.forEach(function (entry, key) {
      var target = entry.target.deref();
      if (!target) {
        listeners.delete(key);
        return;
      }
      // A listener on a node out of the document can no longer hear anything; whether the node itself
      // is still held (by the inspector, in a test) is the heap's question, not the page's.
      if (typeof Node !== 'undefined' && target instanceof Node && target !== document && !target.isConnected) {
        detached += 1;
        return;
      }
      live += 1;
      var name = entry.kind + ':' + entry.type;
      byKind[name] = (byKind[name] || 0) + 1;
    });
    var ports = 0;
    keptPorts.forEach(function (ref) {
      var port = ref.deref();
      if (!port) keptPorts.delete(ref);
      else if (!closed.has(port)) ports += 1;
    });
    var observed = {};
    observers.forEach(function (record) {
      if (!record.ref.deref()) {
        observers.delete(record);
        return;
      }
      if (record.targets.size > 0) observed[record.name] = (observed[record.name] || 0) + record.targets.size;
    });
    return {
      listeners: live,
      listenersByKind: byKind,
      listenersOnDetachedNodes: detached,
      channels: channels,
      openPorts: ports,
      timeouts: timeouts.size,
      intervals: intervals.size,
      observed: observed,
      iframes: iframes(),
    };
  }

  window.__leaks = { count: count };
})();

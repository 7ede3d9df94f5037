// The app's side of webview.html?app-bridge, as an iOS app's WKUserContentController provides it: a
// `window.webkit.messageHandlers.svc` bridge in the page before any of its own scripts run. For drivers
// that cannot inject scripts before a page (classic WebDriver, test/engines/); it records what the kit
// posts in `window.__nativeBridge`. A classic script, first in the page's head; without `?app-bridge`
// it does nothing (native-bridge.spec.ts injects its own bridges).
(function () {
  if (!new URLSearchParams(location.search).has('app-bridge')) return;
  var received = [];
  window.__nativeBridge = received;
  var bridge = {
    postMessage: function (message) {
      received.push({ kind: typeof message, message: typeof message === 'string' ? message : structuredClone(message) });
    },
  };
  try {
    window.webkit = { messageHandlers: { svc: bridge } };
  } catch (error) {
    received.push({ kind: 'error', message: String(error) });
  }
})();

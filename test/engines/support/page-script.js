// The engine suite's collector (test/engines/README.md): the first script of every page the sandbox
// and the merchant host serve in that suite (their `pageScript` option). It records console errors,
// uncaught errors, unhandled rejections and CSP violations of its document in sessionStorage, which
// every same-origin document of the tab shares, so a frame that has gone (a closed 3-D Secure dialog)
// still leaves its record. Classic WebDriver cannot see a frame's console; this sees it from inside.
(function () {
  var KEY = 'svc-test-problems';
  var where = location.origin + location.pathname;
  function record(kind, text) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(kind + ' in ' + where + ': ' + String(text).slice(0, 500));
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch {
      // Storage disabled: nothing to record into; the driver's own log (Firefox) still sees it.
    }
  }
  var consoleError = console.error;
  console.error = function () {
    record('console.error', Array.prototype.map.call(arguments, String).join(' '));
    return consoleError.apply(console, arguments);
  };
  addEventListener(
    'error',
    function (event) {
      record('uncaught', event.message || (event.target && (event.target.src || event.target.href)) || 'error');
    },
    true,
  );
  addEventListener('unhandledrejection', function (event) {
    record('unhandled rejection', event.reason && event.reason.stack ? event.reason.stack : event.reason);
  });
  document.addEventListener(
    'securitypolicyviolation',
    function (event) {
      record(
        'CSP violation',
        event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' (' + event.sourceFile + ':' + event.lineNumber + ')',
      );
    },
    true,
  );
})();

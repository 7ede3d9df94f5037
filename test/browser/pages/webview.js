import { wireCheckout } from './svc-test.js';

// The page an app shows in its webview: an ordinary checkout. The app's side (the fake bridges that
// record what they receive) is injected by native-bridge.spec.ts before any script of the page runs,
// as WKUserContentController, react-native-webview and addJavascriptInterface do.
wireCheckout(document.getElementById('checkout'), document.getElementById('card'));

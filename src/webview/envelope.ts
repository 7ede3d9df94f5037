/**
 * The envelope of every message an app receives (docs/webview.md, "The messages"): who sent it, and
 * the version of its shape. Imports nothing (a leaf, like ./contract.ts). At run time only the lazy
 * ./bridge.ts imports it, and ./messages.ts, which is never in the elements' scripts (README.md,
 * "Bundles").
 */
export const NATIVE_BRIDGE_SOURCE = 'svc-elements';
export const NATIVE_BRIDGE_VERSION = 1;

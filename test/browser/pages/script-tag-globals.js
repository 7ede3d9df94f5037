// Top-level names a merchant's classic scripts may well declare (minifiers favour one letter). The
// script-tag file runs in the same global scope after this one: had it top-level declarations of its own,
// a `let` of the same name would stop it with a SyntaxError, and a `var` would overwrite these.
var e = 'merchant e';
let t = 'merchant t';
const n = 'merchant n';
window.merchantGlobals = () => [e, t, n];

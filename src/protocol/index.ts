export * from './messages.js';
export * from './challenge-window.js';

#!/usr/bin/env node
// The `svc-sandbox` command: the compiled CLI of src/sandbox/cli.ts (built by `npm run build`, run on install by `prepare`).
import { main } from '../dist/sandbox/cli.js';

await main();

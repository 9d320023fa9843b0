#!/usr/bin/env node
// Runs the TypeScript CLI directly: the workspace has no build step, tsx compiles on load.
require('tsx/cjs');
require('../src/cli.ts');

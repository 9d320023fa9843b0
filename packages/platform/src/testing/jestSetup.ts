// Shared jest setup of the front-end workspaces (their jest.config.js add it after the repo's dom-setup).
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { keepComputedStyles } from './computedStyle';
import { forgetSessionCheck } from './sessionCheck';

// jsdom lacks a few browser globals that React Router 7 reads when its module loads; Node has them.
const g = globalThis as unknown as Record<string, unknown>;
if (!g.TextEncoder) g.TextEncoder = TextEncoder;
if (!g.TextDecoder) g.TextDecoder = TextDecoder;

// The test machines are shared; a lazy page or mocked query can take more than the default 1 s to settle.
configure({ asyncUtilTimeout: 5000 });

// A front-end file that touches no DOM runs in node (`@jest-environment node`) with this same setup.
if (typeof window !== 'undefined') keepComputedStyles(window);

afterEach(forgetSessionCheck);

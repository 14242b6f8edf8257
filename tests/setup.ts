import '@testing-library/jest-dom/vitest';
// IndexedDB for the games and circuit libraries (jsdom and Node have none).
import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import fc from 'fast-check';
// The lab's, the editor's and the table's English join the catalogue when their code loads
// (i18n/labMessages.ts, editorMessages.ts, tableMessages.ts); component tests render their parts on their
// own, so they load them here. The browser tests check the real paths.
import '../src/i18n/labMessages';
import '../src/i18n/editorMessages';
import '../src/i18n/tableMessages';

// Globals are off, so React Testing Library cannot clean up by itself.
afterEach(() => cleanup());
// Screens load as lazy chunks (issue 14); on a busy machine the first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Property tests explore new random cases on every local run; CI uses one fixed seed so a landing
// never depends on luck. A failure prints its seed and counterexample either way.
if (process.env.CI) fc.configureGlobal({ seed: 20261122 });

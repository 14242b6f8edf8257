import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run docs:shots`: regenerate the README's screenshots (outside the test suite).
export default defineConfig({ ...base, testDir: 'tests/docs-shots' });

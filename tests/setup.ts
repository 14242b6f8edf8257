import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Globals are off, so React Testing Library cannot clean up by itself.
afterEach(() => cleanup());

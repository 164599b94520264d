import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './english-test-setup';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: each test
// starts from an empty document.
afterEach(cleanup);

import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

/**
 * A `console.error` during a test fails it: errors nobody asserted on are bugs hiding.
 * A test that expects one replaces the implementation:
 * `vi.mocked(console.error).mockImplementation(() => {})`.
 */
let consoleError: MockInstance<typeof console.error>;
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
    original(...args);
  });
});

afterEach(() => {
  consoleError.mockRestore();
  if (calls.length > 0) {
    const first = calls[0]?.map((value) => (value instanceof Error ? value.stack : String(value))).join(' ');
    throw new Error(
      `console.error was called ${calls.length} time(s) during the test; first: ${first}. ` +
        'If that is expected, mock it in the test: vi.mocked(console.error).mockImplementation(() => {}).',
    );
  }
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, whenQueriesSettle } from './query-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('whenQueriesSettle', () => {
  it('resolves at once with nothing fetching', async () => {
    await expect(whenQueriesSettle(createQueryClient())).resolves.toBeUndefined();
  });

  it('waits for a read on its way, and resolves once it has landed', async () => {
    const client = createQueryClient();
    let answer: (value: string) => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['dashboard'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    let settled = false;
    const waiting = whenQueriesSettle(client).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    answer('totals');
    await waiting;
    expect(settled).toBe(true);
    expect(client.isFetching()).toBe(0);
  });

  it('gives up on a read that does not land within the limit', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    void client.fetchQuery({ queryKey: ['stuck'], queryFn: () => new Promise<string>(() => undefined) });
    let settled = false;
    const waiting = whenQueriesSettle(client, 3_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});

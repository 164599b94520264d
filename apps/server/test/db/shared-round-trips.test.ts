import { describe, expect, it } from 'vitest';
import { sharedRoundTrips } from '../../src/db/database-changes';

/*
 * Issue 33: a write through an instance on PostgreSQL waits for a round trip on the listening
 * connection, so that the notices of its change have arrived. Writes that wait at once share
 * round trips; each still waits for one sent after it asked.
 */

/** A round trip whose answer the test gives: the trips sent, each with its answer. */
function trips() {
  const sent: { answer: () => void; fail: () => void }[] = [];
  const send = () =>
    new Promise<void>((resolve, reject) => {
      sent.push({ answer: resolve, fail: () => reject(new Error('The connection ended')) });
    });
  return { sent, send };
}

/** Lets every promise callback that can run, run. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('round trips shared by the writes that wait at once', () => {
  it('sends one for the first caller, and one more after it for everyone who asked meanwhile', async () => {
    const { sent, send } = trips();
    const roundTrip = sharedRoundTrips(send);
    const done: string[] = [];
    void roundTrip().then(() => done.push('first'));
    await settled();
    for (const name of ['second', 'third', 'fourth']) void roundTrip().then(() => done.push(name));
    await settled();
    expect(sent).toHaveLength(1);

    // The first trip left before the others asked: it answers the first caller only.
    sent[0]?.answer();
    await settled();
    expect(done).toEqual(['first']);
    expect(sent).toHaveLength(2);

    sent[1]?.answer();
    await settled();
    expect(done).toEqual(['first', 'second', 'third', 'fourth']);

    // Nothing on its way: the next caller sends at once.
    void roundTrip().then(() => done.push('fifth'));
    await settled();
    expect(sent).toHaveLength(3);
    sent[2]?.answer();
    await settled();
    expect(done).toContain('fifth');
  });

  it('fails the callers of a round trip that failed, and sends the next all the same', async () => {
    const { sent, send } = trips();
    const roundTrip = sharedRoundTrips(send);
    const first = roundTrip();
    const second = roundTrip();
    sent[0]?.fail();
    await expect(first).rejects.toThrow('The connection ended');
    await settled();
    expect(sent).toHaveLength(2);
    sent[1]?.answer();
    await expect(second).resolves.toBeUndefined();
  });
});

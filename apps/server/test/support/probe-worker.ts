import { setTimeout as sleep } from 'node:timers/promises';
import { threadId } from 'node:worker_threads';
import { serveTasks } from '../../src/infrastructure/worker-pool';

/* A worker pool's thread for the pool's own tests: tasks that say where and how they ran. */
const probeTasks = {
  threadId: () => threadId,
  wait: async (ms: number) => {
    await sleep(ms);
    return ms;
  },
  bytes: (text: string) => Buffer.from(text),
  fail: (message: string) => {
    throw new Error(message);
  },
};

export type ProbeTasks = typeof probeTasks;

serveTasks(probeTasks);

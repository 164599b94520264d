import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Database } from '../../src/db/client';
import type { JobQueue } from '../../src/infrastructure/jobs';
import { createMetrics } from '../../src/infrastructure/metrics';
import { serverPackageRoot } from '../../src/lib/paths';

const rulesDir = path.join(serverPackageRoot(), '..', '..', 'deploy', 'prometheus');
const rulesFile = path.join(rulesDir, 'alerts.yml');

type Rule = {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
};
const rules = (parse(readFileSync(rulesFile, 'utf8')) as { groups: { rules: Rule[] }[] }).groups.flatMap(
  (group) => group.rules,
);

/** Prometheus's own series about its targets, which alerts may read beside the store's. */
const PROMETHEUS_SERIES = new Set(['up']);

describe('deploy/prometheus/alerts.yml', () => {
  // The registry as a PostgreSQL-backed store builds it (the pool's gauges too); nothing connects.
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
  const metrics = createMetrics({
    db: { $client: pool } as unknown as Database,
    jobQueue: { observe: () => undefined } as unknown as JobQueue,
    log: { warn: () => undefined } as never,
  });
  afterAll(async () => {
    metrics.close();
    await pool.end();
  });
  const exported = new Set(metrics.registry.getMetricsAsArray().map((metric) => metric.name));

  it('has the alerts the README describes', () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        'StoreInstanceDown',
        'StoreServerErrors',
        'StoreJobsFailed',
        'StoreJobQueueBacklog',
        'StoreMailWaiting',
        'StoreDatabasePoolExhausted',
        'StoreClientErrorSpike',
      ]),
    );
  });

  it('reads only metrics the store exports, and says what to do with a severity', () => {
    for (const rule of rules) {
      const series = [...rule.expr.matchAll(/\b(store_[a-z0-9_]+|up)\b(?=\s*[{[)=><]|\s*$)/g)].map(
        ([, name]) => name as string,
      );
      expect(series.length, rule.alert).toBeGreaterThan(0);
      for (const name of series) {
        expect(exported.has(name) || PROMETHEUS_SERIES.has(name), `${rule.alert}: ${name}`).toBe(true);
      }
      expect(['warning', 'critical'], rule.alert).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary, rule.alert).toMatch(/\w/);
      expect(rule.annotations?.description, rule.alert).toMatch(/\w/);
    }
  });

  const promtool = spawnSync('promtool', ['--version']).status === 0;
  it.skipIf(!promtool)('passes promtool check rules and its unit tests (alerts.test.yml)', () => {
    const run = (...args: string[]) => execFileSync('promtool', args, { cwd: rulesDir, encoding: 'utf8' });
    expect(run('check', 'rules', 'alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
    expect(run('test', 'rules', 'alerts.test.yml')).toMatch(/SUCCESS/);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Alias, isMap, isScalar, parseDocument, type Document, type YAMLMap } from 'yaml';

/*
 * The one-machine kit (compose.yaml, the Dockerfile, deploy/): what keeps it kept up (decision
 * 021). Images are pinned by digest, so a deploy runs the bytes that were reviewed; container logs
 * rotate; the store holds a key for its bucket, never Garage's admin secrets; Caddy's logs carry
 * no query string (reset and verification tokens, media signatures).
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repositoryRoot, file), 'utf8');

/** `name:tag@sha256:<64 hex>`: the digest decides, the tag tells readers which release it is. */
const PINNED = /^[a-z0-9][a-z0-9._/-]*:[\w][\w.-]*@sha256:[0-9a-f]{64}$/;
/** An image left on its tag on purpose says why on its line: `# unpinned: <reason>`. */
const UNPINNED_WITH_REASON = /^\s*unpinned:\s*\S/;

function composeDocument(): Document {
  const document = parseDocument(read('compose.yaml'));
  expect(document.errors).toEqual([]);
  return document;
}

function services(document: Document): [string, YAMLMap][] {
  const node = document.get('services', true);
  if (!isMap(node)) throw new Error('compose.yaml has no services map');
  return node.items.map((pair) => {
    if (!isScalar(pair.key) || !isMap(pair.value)) throw new Error('compose.yaml: a service is not a map');
    return [String(pair.key.value), pair.value];
  });
}

describe('compose.yaml', () => {
  it('pins every image it pulls by digest, or says on its line why not', () => {
    const unpinned = services(composeDocument()).flatMap(([name, service]) => {
      // Built here from the Dockerfile, whose base image the next test holds to the same rule.
      if (service.has('build')) return [];
      const image = service.get('image', true);
      if (!isScalar(image)) return [`${name}: no image`];
      if (PINNED.test(String(image.value))) return [];
      if (UNPINNED_WITH_REASON.test(image.comment ?? '')) return [];
      return [`${name}: ${String(image.value)}`];
    });
    expect(unpinned).toEqual([]);
  });

  it('rotates every service’s logs through the one x-logging anchor', () => {
    const document = composeDocument();
    const logging = document.get('x-logging', true);
    expect(isMap(logging) && logging.anchor).toBe('logging');
    const settings = document.toJS()['x-logging'] as { driver: string; options: Record<string, string> };
    expect(['json-file', 'local']).toContain(settings.driver);
    expect(settings.options['max-size']).toMatch(/^\d+[kmg]$/);
    expect(Number(settings.options['max-file'])).toBeGreaterThan(0);

    const withoutAnchor = services(document)
      .filter(([, service]) => {
        const node = service.get('logging', true);
        return !(node instanceof Alias && node.source === 'logging');
      })
      .map(([name]) => name);
    expect(withoutAnchor).toEqual([]);
  });

  it('gives the store its bucket key, and blanks the Garage secrets that .env also hands it', () => {
    const compose = composeDocument().toJS() as {
      services: { store: { environment: Record<string, string> } };
    };
    expect(compose.services.store.environment).toMatchObject({
      S3_ENDPOINT: 'http://garage:3900',
      S3_ACCESS_KEY_ID: '${GARAGE_STORE_KEY_ID:-}',
      S3_SECRET_ACCESS_KEY: '${GARAGE_STORE_SECRET_KEY:-}',
      GARAGE_ADMIN_TOKEN: '',
      GARAGE_RPC_SECRET: '',
    });
  });
});

describe('Dockerfile', () => {
  it('pins the base image of every stage by digest', () => {
    const lines = read('Dockerfile').split('\n');
    const args = new Map<string, string>();
    const stages = new Set<string>();
    const unpinned: string[] = [];
    for (const line of lines) {
      const arg = /^ARG\s+(\w+)=(\S+)/.exec(line);
      if (arg) args.set(arg[1]!, arg[2]!);
      const from = /^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
      if (!from) continue;
      const image = from[1]!.replace(/\$\{?(\w+)\}?/g, (_, name: string) => args.get(name) ?? '');
      if (!stages.has(image) && !PINNED.test(image)) unpinned.push(line);
      if (from[2]) stages.add(from[2]);
    }
    expect(unpinned).toEqual([]);
    expect(stages.size).toBeGreaterThan(0);
  });
});

describe('deploy/Caddyfile', () => {
  it('keeps query strings out of every log it writes', () => {
    const caddyfile = read('deploy/Caddyfile');
    // Each `log` block, the global default logger's included, imports the filter.
    const logBlocks = caddyfile.match(/^\s*log\b[^\n]*\{\n\s*[^\n]*/gm) ?? [];
    expect(logBlocks.length).toBeGreaterThanOrEqual(2);
    for (const block of logBlocks) expect(block).toMatch(/import no-query-strings$/);
    expect(caddyfile).not.toMatch(/^\s*log\s*$/m);
    expect(caddyfile).toMatch(/request>uri regexp \[\?\]\.\* /);
    expect(caddyfile).toMatch(/request>headers>Referer regexp \[\?\]\.\* /);
  });
});

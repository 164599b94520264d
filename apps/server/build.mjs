import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Our own workspace packages are TypeScript sources: bundle them; everything else stays a runtime dependency.
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@academy/'));

// `node build.mjs [folder]`: into dist/, or another folder beside it (the tests' bundle of the
// commands, which finds the migrations by walking up from itself to this package).
const outdir = process.argv[2] ?? 'dist';

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: [
    'src/server.ts',
    // The PDF workers' thread (issue 25): the server starts it from dist/pdf-worker.js.
    'src/pdf-worker.ts',
    // The embedded PGlite's thread (decision 037): dist/pglite-worker.js.
    'src/pglite-worker.ts',
    'src/cli/create-admin.ts',
    'src/cli/migrate.ts',
    'src/cli/backup.ts',
    'src/cli/restore.ts',
    'src/cli/move-to-postgres.ts',
  ],
  outdir,
  bundle: true,
  platform: 'node',
  // The oldest Node the store supports (package.json engines): the bundle runs on 20.19+ and 24.
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

import { readdirSync } from 'node:fs';

const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Shared → features → app, and no feature reaches into another (bulletproof-react). */
export const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features do not import the app layer.',
  },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'Shared code does not import features or the app layer.',
  },
  { target: './apps/web', from: './apps/server', message: 'The web app talks to the server over HTTP only.' },
  { target: './apps/server', from: './apps/web', message: 'The server does not import the web app.' },
  { target: './packages/shared', from: './apps', message: 'packages/shared depends on no app.' },
  {
    target: ['./apps/server/src/infrastructure', './apps/server/src/lib'],
    from: ['./apps/server/src/modules', './apps/server/src/workflows'],
    message: 'Adapters and helpers know no module: modules use them, and src/adapters.ts wires them.',
  },
];

import { readdirSync } from 'node:fs';

/*
 * The server's modules import in one direction (issue 31, ARCHITECTURE: "module folders import
 * in one direction only"). They stand in this order, lowest first: a module may import the
 * modules before it and never one after it, so no two folders can need each other. A flow that
 * has to call modules in both directions (checkout, refunds, grants, erasure) is a workflow in
 * src/workflows, above every module, and no module imports a workflow.
 *
 * The file-level rule (import/no-cycle) catches a cycle between two files; this one catches the
 * knot of folders that no single file shows: courses → access → assets → media → courses.
 */
export const moduleOrder = [
  // Kept facts and helpers of their own, asking no other module.
  'audit',
  'billing',
  'store-totals',
  'client-errors',
  'enquiries',
  'health',
  'outbox',
  'admin-jobs',
  'refunds',
  // Accounts, and stored files.
  'users',
  'auth',
  'media',
  // Who owns what: entitlements, by product id only.
  'access',
  // The catalogue, and what is built on its products.
  'catalogue',
  'courses',
  'assets',
  'bundles',
  'search',
  'cart',
  'certificates',
  'reviews',
  'projects',
  'progress',
  'purchases',
  'offline',
  // Money.
  'coupons',
  'wishlist',
  'invoices',
  'orders',
  'gifts',
  'payments',
  'admin-orders',
  // Pages that read across the store.
  'seo',
  'share-cards',
  'admin',
];

const modulesDir = 'apps/server/src/modules';
const present = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const unplaced = present.filter((module) => !moduleOrder.includes(module));
if (unplaced.length > 0) {
  throw new Error(
    `eslint/module-layers.js: place ${unplaced.join(', ')} in moduleOrder, after the modules it imports.`,
  );
}

/** For import-x's no-restricted-paths: each module may reach only the modules before it. */
export const moduleLayerZones = [
  ...moduleOrder
    .filter((module) => present.includes(module))
    .map((module, index, order) => ({
      target: `./${modulesDir}/${module}`,
      from: `./${modulesDir}`,
      except: [module, ...order.slice(0, index)].map((lower) => `./${lower}`),
      message: `The modules import in one direction (eslint/module-layers.js): ${module} may import only the modules placed before it. A flow that needs both directions is a workflow (src/workflows).`,
    })),
  {
    target: `./${modulesDir}`,
    from: './apps/server/src/workflows',
    message: 'Workflows call modules; no module imports a workflow.',
  },
];

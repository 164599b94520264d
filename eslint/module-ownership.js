import { readdirSync } from 'node:fs';

/*
 * Modules own their tables (issue 16). Each server module has its schema file in
 * apps/server/src/db/schema, named after it, and its code imports only that one: anything it
 * needs of another module's data it asks that module's service for. Types may be imported
 * anywhere (a row type is not a query).
 *
 * The one exception is a read model: a statement that reads several modules' tables at once
 * because a page is sorted, filtered, paged or counted across them (one statement instead of
 * a round trip per owner, measured in issue 15). Each is listed below with the modules it
 * reads, so a new one is a reviewed decision. A read model never writes another module's
 * table: `ownership/no-foreign-writes` refuses an insert, update or delete on one anywhere.
 */

const serverModules = readdirSync('apps/server/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Schema files named after a module; the others (`products`, `search-document`) are helpers of the schema. */
const schemaFiles = new Set(
  readdirSync('apps/server/src/db/schema').map((file) => file.replace(/\.ts$/, '')),
);

/** File (under apps/server/src/modules) → the other modules whose tables it reads. */
export const readModels = {
  'purchases/service.ts': ['access', 'courses', 'assets', 'orders', 'progress', 'certificates'],
  'access/manual-list.ts': ['courses', 'users'],
  'admin/service.ts': ['orders', 'users'],
  'assets/summaries.ts': ['reviews'],
  'admin-orders/service.ts': ['orders', 'invoices', 'refunds', 'users'],
  'audit/service.ts': ['users'],
  'bundles/summaries.ts': ['courses', 'assets'],
  'cart/service.ts': ['courses', 'assets', 'bundles'],
  'catalogue/products.ts': ['reviews'],
  'courses/summaries.ts': ['reviews'],
  'gifts/products.ts': ['orders', 'courses', 'assets'],
  'orders/order-views.ts': ['courses', 'assets', 'invoices', 'refunds', 'users'],
  'progress/lookups.ts': ['courses', 'media'],
  'projects/gallery.ts': ['courses', 'users'],
  'projects/service.ts': ['courses', 'users'],
  'reviews/moderation.ts': ['users', 'courses', 'assets'],
  'reviews/service.ts': ['users'],
  'wishlist/prices.ts': ['courses', 'assets'],
};

/** The import pattern that keeps a file of the `own` module to its own tables (and those it `reads`). */
const ownTables = (own, reads = []) => ({
  group: [
    '**/db/schema/*',
    ...[own, ...reads].filter((name) => schemaFiles.has(name)).map((name) => `!**/db/schema/${name}`),
  ],
  allowTypeImports: true,
  message: `A module queries only its own tables (db/schema/${own}); ask the owning module's service, or list a read model in eslint/module-ownership.js.`,
});

/** A route file speaks HTTP; SQL stays in services. */
const routeImports = {
  group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema/*'],
  message: 'Routes call services; SQL stays in services.',
};

/** Only a route file speaks HTTP: services throw domain errors and never reach the HTTP layer. */
const serviceImports = {
  group: ['**/plugins/*'],
  message:
    'Only route files import plugins (the HTTP layer): a service throws domain errors (lib/errors.ts) and takes what it needs as arguments.',
};

/** Refuses `db.insert(t)`, `db.update(t)` and `db.delete(t)` on a table imported from another module's schema file. */
const noForeignWrites = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { own: { type: 'string' } }, additionalProperties: false }],
    messages: { foreign: "'{{table}}' belongs to the {{owner}} module: only its service writes it." },
  },
  create(context) {
    const own = context.options[0]?.own;
    const foreignTables = new Map();
    return {
      ImportDeclaration(node) {
        const file = /db\/schema\/([\w-]+)$/.exec(node.source.value)?.[1];
        if (!file || file === own || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportSpecifier' && specifier.importKind !== 'type') {
            foreignTables.set(specifier.local.name, file);
          }
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!['insert', 'update', 'delete'].includes(callee.property.name)) return;
        const [table] = node.arguments;
        if (table?.type === 'Identifier' && foreignTables.has(table.name)) {
          context.report({
            node,
            messageId: 'foreign',
            data: { table: table.name, owner: foreignTables.get(table.name) },
          });
        }
      },
    };
  },
};

/** Loaded by oxlint as a JS plugin (`jsPlugins` in oxlint.config.js). */
export default { meta: { name: 'ownership' }, rules: { 'no-foreign-writes': noForeignWrites } };

/*
 * Table ownership runs typescript-eslint's no-restricted-imports (a JS plugin in oxlint), the
 * HTTP layering oxlint's own no-restricted-imports: one rule's patterns stay apart from the
 * other's, and a negated group of one never lets through what the other refuses.
 */
const ownTablesRule = 'typescript-eslint-js/no-restricted-imports';
const restrictedImports = (pattern) => ['error', { patterns: [pattern] }];

export const moduleOwnership = [
  ...serverModules.flatMap((module) => [
    {
      files: [`apps/server/src/modules/${module}/**/*.ts`],
      rules: {
        [ownTablesRule]: restrictedImports(ownTables(module)),
        'no-restricted-imports': restrictedImports(serviceImports),
        'ownership/no-foreign-writes': ['error', { own: module }],
      },
    },
    {
      files: [`apps/server/src/modules/${module}/**/*routes.ts`],
      rules: { 'no-restricted-imports': restrictedImports(routeImports) },
    },
  ]),
  ...Object.entries(readModels).map(([file, reads]) => {
    const module = file.split('/')[0];
    return {
      files: [`apps/server/src/modules/${file}`],
      rules: {
        [ownTablesRule]: restrictedImports(ownTables(module, reads)),
        'ownership/no-foreign-writes': ['error', { own: module }],
      },
    };
  }),
  {
    // Workflows own no table: each step asks the module that owns it (issue 31).
    files: ['apps/server/src/workflows/**/*.ts'],
    rules: {
      [ownTablesRule]: restrictedImports({
        ...ownTables('workflows'),
        message: 'A workflow owns no table: it calls the services of the modules that own them.',
      }),
      'no-restricted-imports': restrictedImports(serviceImports),
      'ownership/no-foreign-writes': ['error', { own: 'workflows' }],
    },
  },
  {
    files: ['apps/server/src/workflows/**/*routes.ts'],
    rules: { 'no-restricted-imports': restrictedImports(routeImports) },
  },
  {
    // Adapters keep their own tables (jobs, mail, instances, rate limits); helpers have none.
    files: [
      'apps/server/src/infrastructure/**/*.ts',
      'apps/server/src/lib/**/*.ts',
      'apps/server/src/plugins/**/*.ts',
    ],
    rules: { [ownTablesRule]: restrictedImports(ownTables('infrastructure')) },
  },
];

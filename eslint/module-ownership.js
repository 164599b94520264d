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
  'access/purchases.ts': ['courses', 'assets', 'orders'],
  'access/manual-list.ts': ['courses', 'users'],
  'admin/service.ts': ['orders', 'users'],
  'admin-orders/service.ts': ['orders', 'invoices', 'refunds', 'users'],
  'audit/service.ts': ['users'],
  'cart/service.ts': ['courses', 'assets'],
  'orders/order-views.ts': ['courses', 'assets', 'invoices', 'refunds', 'users'],
  'progress/lookups.ts': ['courses', 'media'],
};

const schemaImports = (own, reads = []) => [
  'error',
  {
    patterns: [
      {
        group: [
          '**/db/schema/*',
          ...[own, ...reads].filter((name) => schemaFiles.has(name)).map((name) => `!**/db/schema/${name}`),
        ],
        allowTypeImports: true,
        message: `A module queries only its own tables (db/schema/${own}); ask the owning module's service, or list a read model in eslint/module-ownership.js.`,
      },
    ],
  },
];

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

const ownershipPlugin = { rules: { 'no-foreign-writes': noForeignWrites } };

export const moduleOwnership = [
  ...serverModules.map((module) => ({
    files: [`apps/server/src/modules/${module}/**/*.ts`],
    ignores: Object.keys(readModels).map((file) => `apps/server/src/modules/${file}`),
    plugins: { ownership: ownershipPlugin },
    rules: {
      '@typescript-eslint/no-restricted-imports': schemaImports(module),
      'ownership/no-foreign-writes': ['error', { own: module }],
    },
  })),
  ...Object.entries(readModels).map(([file, reads]) => {
    const module = file.split('/')[0];
    return {
      files: [`apps/server/src/modules/${file}`],
      plugins: { ownership: ownershipPlugin },
      rules: {
        '@typescript-eslint/no-restricted-imports': schemaImports(module, reads),
        'ownership/no-foreign-writes': ['error', { own: module }],
      },
    };
  }),
  {
    // Adapters keep their own tables (jobs, mail, instances, rate limits); helpers have none.
    files: [
      'apps/server/src/infrastructure/**/*.ts',
      'apps/server/src/lib/**/*.ts',
      'apps/server/src/plugins/**/*.ts',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': schemaImports('infrastructure') },
  },
];

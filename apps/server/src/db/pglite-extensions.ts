import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create; every PGlite we open (or restore) must load them. */
export const pgliteExtensions = { pg_trgm };

-- Trigram matching (typo-tolerant search on titles). Trusted since PostgreSQL 13, so the
-- database owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

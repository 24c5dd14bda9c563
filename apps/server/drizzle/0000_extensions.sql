-- Extensions the schema relies on: geographic radius search (cube + earthdistance) and the
-- trigram index of the gazetteer. Both PGlite and PostgreSQL ship them.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;

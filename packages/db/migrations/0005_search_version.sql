-- The offer search's cache version (ADR 0010). Every process keeps recent result pages in memory
-- and serves them only while this counter has not moved; any committed change to offers, or to
-- what a search shows of a gym, moves it.
CREATE TABLE "search_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "search_version_single_row" CHECK ("search_version"."id" = 1)
);--> statement-breakpoint
INSERT INTO "search_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Deferred to commit, and once per transaction (a transaction-local setting remembers it): the
-- row lock is then taken last, so it can never be part of a deadlock, and held only until the
-- commit. A reader that sees the new number also sees the change (same snapshot rules).
CREATE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('fitcover.search_bumped', true) IS DISTINCT FROM '1' THEN
    UPDATE search_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config('fitcover.search_bumped', '1', true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ofertas_search_version AFTER INSERT OR UPDATE OR DELETE ON ofertas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
-- What a result shows of a gym (name, picture) and whether its offers are listed.
CREATE CONSTRAINT TRIGGER perfiles_search_version AFTER UPDATE OF nombre, avatar_version, activo, suspended_at, deleted_at ON perfiles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.rol = 'gimnasio') EXECUTE FUNCTION search_version_bump();

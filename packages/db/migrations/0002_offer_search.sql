-- Offer search (ADR 0005): nearest-first on a GiST index over a unit-sphere point (cube), text
-- over a folded (lower case, unaccented) title + gym name with a trigram index. Both extensions
-- are "trusted": a database owner may create them without superuser rights.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- Lower case without accents (Spanish, Catalan, Galician, Basque and neighbours); the Catalan
-- middle dot is dropped ("col·legi" = "collegi"). SQL-standard body: no search_path at run time.
CREATE OR REPLACE FUNCTION fitcover_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(lower(value),
    'áàâäãåāăąéèêëēėęěíìîïīįóòôöõøōőúùûüūůűųñńçćčýÿžźżšśłđÁÀÂÄÃÅĀĂĄÉÈÊËĒĖĘĚÍÌÎÏĪĮÓÒÔÖÕØŌŐÚÙÛÜŪŮŰŲÑŃÇĆČÝŸŽŹŻŠŚŁĐ·',
    'aaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuunncccyyzzzssldaaaaaaaaaeeeeeeeeiiiiiioooooooouuuuuuuunncccyyzzzssld');--> statement-breakpoint
-- Replaced by the GiST index below: a btree box prefilter must compute every candidate's distance.
DROP INDEX "ofertas_open_geo_idx";--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "geo" "cube" GENERATED ALWAYS AS (case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end) STORED;--> statement-breakpoint
ALTER TABLE "ofertas" ADD COLUMN "busqueda" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION ofertas_set_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busqueda := fitcover_fold(NEW.titulo || ' ' || coalesce((SELECT nombre FROM perfiles WHERE id = NEW.gimnasio_id), ''));
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Only open offers are searched, so only they pay for the look-up (an offer reopened after a
-- call-off gets it on that update).
CREATE TRIGGER ofertas_busqueda BEFORE INSERT OR UPDATE OF titulo, gimnasio_id, estado ON ofertas
  FOR EACH ROW WHEN (NEW.estado = 'abierta') EXECUTE FUNCTION ofertas_set_busqueda();--> statement-breakpoint
-- A gym that renames itself is found by its new name at once.
CREATE FUNCTION perfiles_refresh_busqueda() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ofertas SET busqueda = fitcover_fold(titulo || ' ' || NEW.nombre) WHERE gimnasio_id = NEW.id AND estado = 'abierta';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER perfiles_busqueda AFTER UPDATE OF nombre ON perfiles
  FOR EACH ROW WHEN (OLD.nombre IS DISTINCT FROM NEW.nombre) EXECUTE FUNCTION perfiles_refresh_busqueda();--> statement-breakpoint
UPDATE ofertas o SET busqueda = fitcover_fold(o.titulo || ' ' || p.nombre) FROM perfiles p WHERE p.id = o.gimnasio_id AND o.estado = 'abierta';--> statement-breakpoint
CREATE INDEX "ofertas_open_knn_idx" ON "ofertas" USING gist ("geo") WHERE "ofertas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "ofertas_open_online_idx" ON "ofertas" USING btree ("starts_at") WHERE "ofertas"."estado" = 'abierta' and "ofertas"."modalidad" = 'Online';--> statement-breakpoint
CREATE INDEX "ofertas_open_busqueda_idx" ON "ofertas" USING gin ("busqueda" gin_trgm_ops) WHERE "ofertas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "ofertas_open_ciudad_idx" ON "ofertas" USING btree (fitcover_fold("ciudad")) WHERE "ofertas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "ofertas_open_fecha_idx" ON "ofertas" USING btree ("fecha_clase") WHERE "ofertas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "ofertas_open_especialidad_idx" ON "ofertas" USING btree ("especialidad","starts_at") WHERE "ofertas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "ofertas_open_place_idx" ON "ofertas" USING btree ("geo","starts_at","id") WHERE "ofertas"."estado" = 'abierta';

-- Talent directory (issue 21, ADR 0024): gyms search listed instructors and invite them to one
-- of their open offers. Every directory index is partial on "listed" (an active, unsuspended,
-- undeleted instructor who did not hide from the directory), so hidden profiles cost nothing.
alter type notification_type add value if not exists 'offer_invitation';
--> statement-breakpoint
-- "Aparecer en el directorio de instructores": on by default.
alter table perfiles add column en_directorio boolean not null default true;
--> statement-breakpoint
-- The profile's unit-sphere point, as ofertas.geo (migration 0002): nearest first from a GiST index.
alter table perfiles add column geo cube generated always as (case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end) stored;
--> statement-breakpoint
create index perfiles_directorio_geo_idx on perfiles using gist (geo)
  where rol = 'instructor' and en_directorio and activo and suspended_at is null and deleted_at is null;
--> statement-breakpoint
create index perfiles_directorio_nombre_idx on perfiles (fitcover_fold(nombre), id)
  where rol = 'instructor' and en_directorio and activo and suspended_at is null and deleted_at is null;
--> statement-breakpoint
create index perfiles_directorio_ciudad_idx on perfiles (fitcover_fold(ciudad))
  where rol = 'instructor' and en_directorio and activo and suspended_at is null and deleted_at is null;
--> statement-breakpoint
create index perfiles_directorio_especialidades_idx on perfiles using gin (especialidades)
  where rol = 'instructor' and en_directorio and activo and suspended_at is null and deleted_at is null;
--> statement-breakpoint
-- Free text over name and bio, folded like the offer search's words.
create index perfiles_directorio_texto_idx on perfiles
  using gin (fitcover_fold(nombre || ' ' || coalesce(biografia, '')) gin_trgm_ops)
  where rol = 'instructor' and en_directorio and activo and suspended_at is null and deleted_at is null;
--> statement-breakpoint
-- One invitation per instructor and offer: the key refuses the second, also when two requests
-- race (the service answers 409 when its insert conflicts).
create table invitaciones_oferta (
  oferta_id uuid not null references ofertas(id) on delete cascade,
  instructor_id uuid not null references perfiles(id) on delete cascade,
  gimnasio_id uuid not null references perfiles(id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint invitaciones_oferta_pkey primary key (oferta_id, instructor_id)
);
--> statement-breakpoint
create index invitaciones_oferta_instructor_idx on invitaciones_oferta (instructor_id);
--> statement-breakpoint
create index invitaciones_oferta_gimnasio_idx on invitaciones_oferta (gimnasio_id, created_at);

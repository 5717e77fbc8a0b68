-- Cover blocks (issue 21, ADR 0026): a run of classes published together (maternity cover,
-- holidays, a term). Each class stays an ordinary offer row with its own state; the block row
-- only groups them and says whether instructors may apply to single dates.
create table bloques_oferta (
  id uuid primary key default gen_random_uuid(),
  gimnasio_id uuid not null references perfiles(id) on delete cascade,
  fechas_sueltas boolean not null default false,
  created_at timestamptz not null default now()
);--> statement-breakpoint
create index bloques_oferta_gimnasio_idx on bloques_oferta (gimnasio_id);--> statement-breakpoint
alter table ofertas add column bloque_id uuid references bloques_oferta(id) on delete cascade;--> statement-breakpoint
-- A block's classes in start order; the open ones are what search and the block card read.
create index ofertas_bloque_idx on ofertas (bloque_id, starts_at, id) where bloque_id is not null;--> statement-breakpoint
create index ofertas_bloque_open_idx on ofertas (bloque_id, starts_at, id) where bloque_id is not null and estado = 'abierta';

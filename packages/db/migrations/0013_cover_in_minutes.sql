-- Cover in minutes (DECISIONS §15, ADR 0021): urgent offers, the gym's trusted instructors
-- ("Mis instructores") with an exclusive window, escalation by rings, the pay bonus,
-- automatic acceptance, and each urgent offer's timeline.
alter table ofertas
  add column urgente boolean not null default false,
  add column ventana_min smallint not null default 15,
  add column auto_aceptar text not null default 'off',
  add column urgente_desde timestamptz,
  add column exclusiva_hasta timestamptz,
  add column escalada_detenida_at timestamptz,
  add column bonus_pct smallint not null default 0,
  add column cubierta_at timestamptz,
  add constraint ofertas_ventana_check check (ventana_min between 0 and 60),
  add constraint ofertas_auto_aceptar_check check (auto_aceptar in ('off', 'mis', 'cualquiera')),
  add constraint ofertas_bonus_check check (bonus_pct in (0, 10, 20));
--> statement-breakpoint
-- Urgent offers the escalation sweep still has to look at.
create index ofertas_urgentes_idx on ofertas (urgente_desde) where estado = 'abierta' and urgente_desde is not null and escalada_detenida_at is null;
--> statement-breakpoint
create table mis_instructores (
  gimnasio_id uuid not null references perfiles(id) on delete cascade,
  instructor_id uuid not null references perfiles(id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint mis_instructores_pkey primary key (gimnasio_id, instructor_id),
  constraint mis_instructores_not_self check (gimnasio_id <> instructor_id)
);
--> statement-breakpoint
create index mis_instructores_instructor_idx on mis_instructores (instructor_id);
--> statement-breakpoint
-- One row per (urgent offer, instructor) told about it: the key is the dedupe key, so a step
-- that runs twice (two processes) tells nobody twice.
create table urgente_avisos (
  oferta_id uuid not null references ofertas(id) on delete cascade,
  instructor_id uuid not null references perfiles(id) on delete cascade,
  paso text not null,
  enviado_at timestamptz not null,
  visto_at timestamptz,
  constraint urgente_avisos_pkey primary key (oferta_id, instructor_id)
);
--> statement-breakpoint
create index urgente_avisos_instructor_idx on urgente_avisos (instructor_id, enviado_at);
--> statement-breakpoint
-- The timeline of an urgent offer: one row per step (favoritos, anillo:15 … anillo:100,
-- sugerir_tarifa, tarifa, detenida, postulacion: the first application, written without touching
-- the offer row, which applications hold a shared lock on). The key claims each once, whoever runs it.
create table urgente_eventos (
  oferta_id uuid not null references ofertas(id) on delete cascade,
  clave text not null,
  at timestamptz not null,
  enviados integer not null default 0,
  constraint urgente_eventos_pkey primary key (oferta_id, clave)
);
--> statement-breakpoint
create table preferencias_urgentes (
  instructor_id uuid primary key references perfiles(id) on delete cascade,
  activas boolean not null default true,
  max_dia smallint not null default 10,
  nocturnas boolean not null default false,
  constraint preferencias_urgentes_max_check check (max_dia between 1 and 50)
);

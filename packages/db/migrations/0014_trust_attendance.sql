-- Trust (DECISIONS §17, ADR 0022): attendance after each class, no-show cases for admin, and the
-- call-offs that reliability counts.
alter type notification_type add value if not exists 'attendance_check';
--> statement-breakpoint
-- "¿Se impartió la clase?": one row per accepted class once it has ended (the sweep asks both
-- sides and inserts it; an answer or the fee claim inserts it when missing). Each side answers
-- once. "No se presentó" from either side opens a case (caso_abierto_at) that admin resolves
-- with a resultado. The class counts as taken place when admin said so, or with no case when
-- both said Sí or 72 hours passed after its end (the default).
create table asistencias (
  aplicacion_id uuid primary key references aplicaciones(id) on delete cascade,
  preguntada_at timestamptz,
  respuesta_gimnasio text,
  respondida_gimnasio_at timestamptz,
  comentario_gimnasio text,
  respuesta_instructor text,
  respondida_instructor_at timestamptz,
  comentario_instructor text,
  caso_abierto_at timestamptz,
  resultado text,
  resuelto_at timestamptz,
  resuelto_por uuid references perfiles(id) on delete set null,
  resolucion_nota text,
  created_at timestamptz not null default now(),
  constraint asistencias_respuesta_gimnasio_check check (respuesta_gimnasio in ('impartida', 'no_presentado')),
  constraint asistencias_respuesta_instructor_check check (respuesta_instructor in ('impartida', 'no_presentado')),
  constraint asistencias_respondida_gimnasio_check check ((respuesta_gimnasio is null) = (respondida_gimnasio_at is null)),
  constraint asistencias_respondida_instructor_check check ((respuesta_instructor is null) = (respondida_instructor_at is null)),
  constraint asistencias_resultado_check check (resultado in ('impartida', 'no_presentado_instructor', 'no_presentado_gimnasio')),
  constraint asistencias_resuelto_check check ((resultado is null) = (resuelto_at is null)),
  constraint asistencias_caso_check check (resultado is null or caso_abierto_at is not null)
);
--> statement-breakpoint
create index asistencias_casos_idx on asistencias (caso_abierto_at desc) where caso_abierto_at is not null;
--> statement-breakpoint
-- A covered class called off, by whom and how long before it started (reliability counts those
-- under 24 hours). Written by the lifecycle's call-off transitions; one per application.
create table anulaciones_clase (
  aplicacion_id uuid primary key references aplicaciones(id) on delete cascade,
  perfil_id uuid not null references perfiles(id) on delete cascade,
  por text not null,
  anulada_at timestamptz not null,
  inicio timestamptz not null,
  constraint anulaciones_clase_por_check check (por in ('gimnasio', 'instructor'))
);
--> statement-breakpoint
create index anulaciones_clase_perfil_idx on anulaciones_clase (perfil_id);

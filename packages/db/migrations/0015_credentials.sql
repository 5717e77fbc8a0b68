-- Credentials (DECISIONS §17, ADR 0023): instructors' titulaciones, civil-liability insurance
-- (with its expiry date) and ROPEC/colegiación number, checked by admin. The file's bytes live in
-- the database (re-encoded images, checked PDFs) so several instances need no shared disk.
alter type notification_type add value if not exists 'credential';
--> statement-breakpoint
create table documentos_instructor (
  id uuid primary key default gen_random_uuid(),
  instructor_id uuid not null references perfiles(id) on delete cascade,
  tipo text not null,
  nombre text not null,
  mime text,
  contenido bytea,
  tamano integer,
  numero text,
  caduca_el date,
  estado text not null default 'pendiente',
  motivo text,
  revisado_por uuid references perfiles(id) on delete set null,
  revisado_at timestamptz,
  created_at timestamptz not null default now(),
  constraint documentos_tipo_check check (tipo in ('titulacion', 'seguro', 'ropec')),
  constraint documentos_estado_check check (estado in ('pendiente', 'aprobado', 'rechazado')),
  constraint documentos_mime_check check (mime is null or mime in ('application/pdf', 'image/jpeg', 'image/png')),
  -- A file comes with its type; the ROPEC entry is a number, optionally with a file.
  constraint documentos_archivo_check check ((contenido is null) = (mime is null)),
  constraint documentos_contenido_check check (tipo = 'ropec' or contenido is not null),
  constraint documentos_seguro_check check (tipo <> 'seguro' or caduca_el is not null),
  constraint documentos_ropec_check check (tipo <> 'ropec' or numero is not null),
  constraint documentos_motivo_check check (estado <> 'rechazado' or motivo is not null)
);
--> statement-breakpoint
create index documentos_instructor_idx on documentos_instructor (instructor_id, created_at desc);
--> statement-breakpoint
create index documentos_pendientes_idx on documentos_instructor (created_at) where estado = 'pendiente';
--> statement-breakpoint
-- The insurance-expiry reminders sent, 30 and 7 days before: the key makes each go out once,
-- whichever process sweeps.
create table avisos_seguro (
  documento_id uuid not null references documentos_instructor(id) on delete cascade,
  tipo text not null,
  enviado_at timestamptz not null,
  primary key (documento_id, tipo),
  constraint avisos_seguro_tipo_check check (tipo in ('30d', '7d'))
);
--> statement-breakpoint
alter table ofertas add column solo_verificados boolean not null default false;

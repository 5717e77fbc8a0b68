-- Availability, calendars and clash-free booking (DECISIONS §16, ADR 0020).
-- btree_gist lets one GiST index mix equality on the instructor (and inequality on the place)
-- with range overlap, so the bookings table below can refuse overlapping classes by itself.
create extension if not exists btree_gist;
--> statement-breakpoint
alter type notification_type add value if not exists 'class_reminder';
--> statement-breakpoint
create type absence_reason as enum ('vacaciones', 'baja', 'otro');
--> statement-breakpoint
-- The instructor's weekly availability: ISO weekday (1 = lunes) and minutes since midnight,
-- wall-clock time at the class's place. Several ranges per day; the service merges overlaps.
create table disponibilidad_semanal (
  id uuid primary key default gen_random_uuid(),
  instructor_id uuid not null references perfiles(id) on delete cascade,
  dia smallint not null,
  desde_min smallint not null,
  hasta_min smallint not null,
  constraint disponibilidad_semanal_dia_check check (dia between 1 and 7),
  constraint disponibilidad_semanal_rango_check check (desde_min >= 0 and desde_min < hasta_min and hasta_min <= 1440)
);
--> statement-breakpoint
create index disponibilidad_semanal_instructor_idx on disponibilidad_semanal (instructor_id, dia, desde_min);
--> statement-breakpoint
-- Absences (vacaciones, baja…): whole days, both ends included.
create table ausencias (
  id uuid primary key default gen_random_uuid(),
  instructor_id uuid not null references perfiles(id) on delete cascade,
  desde date not null,
  hasta date not null,
  motivo absence_reason not null,
  nota varchar(200),
  created_at timestamptz not null default now(),
  constraint ausencias_rango_check check (desde <= hasta)
);
--> statement-breakpoint
create index ausencias_instructor_idx on ausencias (instructor_id, hasta);
--> statement-breakpoint
-- Each user's private calendar feed: the secret in the feed's URL. A new one replaces the old.
create table calendario_enlaces (
  usuario_id uuid primary key references perfiles(id) on delete cascade,
  token text not null,
  created_at timestamptz not null default now()
);
--> statement-breakpoint
create unique index calendario_enlaces_token_key on calendario_enlaces (token);
--> statement-breakpoint
-- Reminders sent (24 h and 2 h before a class): the key makes each one happen once, whichever
-- process or tick gets there first.
create table recordatorios (
  aplicacion_id uuid not null references aplicaciones(id) on delete cascade,
  tipo text not null,
  enviado_at timestamptz not null default now(),
  constraint recordatorios_pkey primary key (aplicacion_id, tipo),
  constraint recordatorios_tipo_check check (tipo in ('24h', '2h'))
);
--> statement-breakpoint
-- One row per accepted class (application aceptada on an offer cubierta), kept by the triggers
-- below for every writer. `periodo` is start → start + duración; `holgura` widens it by 15
-- minutes each side, so two classes at different places overlap in `holgura` exactly when less
-- than 30 minutes separate them. `lugar`: 'online', or the folded address of the class.
create table reservas (
  aplicacion_id uuid primary key references aplicaciones(id) on delete cascade,
  oferta_id uuid not null references ofertas(id) on delete cascade,
  instructor_id uuid not null references perfiles(id) on delete cascade,
  gimnasio_id uuid not null references perfiles(id) on delete cascade,
  inicio timestamptz not null,
  fin timestamptz not null,
  lugar text not null,
  periodo tstzrange not null,
  holgura tstzrange not null,
  created_at timestamptz not null default now(),
  constraint reservas_sin_solape exclude using gist (instructor_id with =, periodo with &&),
  constraint reservas_sin_traslado exclude using gist (instructor_id with =, holgura with &&, lugar with <>)
);
--> statement-breakpoint
create index reservas_inicio_idx on reservas (inicio);
--> statement-breakpoint
create index reservas_gimnasio_idx on reservas (gimnasio_id, inicio);
--> statement-breakpoint
create index reservas_oferta_idx on reservas (oferta_id);
--> statement-breakpoint
-- Where a class takes place, for the 30-minute rule: Online classes share one "place".
create function fitcover_class_place(modalidad offer_modality, ubicacion text) returns text
  language sql immutable parallel safe
  as $$ select case when modalidad = 'Online' then 'online'
    else 'at:' || btrim(regexp_replace(fitcover_fold(coalesce(ubicacion, '')), '[\s,]+', ' ', 'g')) end $$;
--> statement-breakpoint
-- "Solo cuando estoy disponible" (search) for one class: inside one range of the instructor's
-- weekly availability on its local weekday (a class running past midnight also needs the next
-- day's range from 00:00), unless they set none; on no day of an absence; clear of every class
-- they were accepted for, with the bookings' 30 minutes between places. PL/pgSQL on purpose,
-- and costed as what it is (a few index probes per call): the planner then prefers to walk the
-- open offers nearest first and test each one it reaches until the page is full, rather than
-- test every open offer and sort them all (ADR 0020).
create function fitcover_instructor_available(p_instructor uuid, p_fecha date, p_hora time,
    p_duracion integer, p_inicio timestamptz, p_lugar text) returns boolean
  language plpgsql stable parallel safe cost 1000
  as $$
  declare
    v_start integer := extract(hour from p_hora)::integer * 60 + extract(minute from p_hora)::integer;
    v_end integer := v_start + p_duracion;
    v_dia integer := extract(isodow from p_fecha)::integer;
  begin
    if exists (select 1 from ausencias x
        where x.instructor_id = p_instructor and x.hasta >= p_fecha and x.desde <= p_fecha) then
      return false;
    end if;
    if exists (select 1 from reservas r
        where r.instructor_id = p_instructor
          and r.holgura && tstzrange(p_inicio - interval '15 minutes', p_inicio + make_interval(mins => p_duracion + 15))
          and (r.lugar <> p_lugar or r.periodo && tstzrange(p_inicio, p_inicio + make_interval(mins => p_duracion)))) then
      return false;
    end if;
    if not exists (select 1 from disponibilidad_semanal d where d.instructor_id = p_instructor) then
      return true;
    end if;
    return exists (select 1 from disponibilidad_semanal d
        where d.instructor_id = p_instructor and d.dia = v_dia
          and d.desde_min <= v_start and d.hasta_min >= least(v_end, 1440))
      and (v_end <= 1440 or exists (select 1 from disponibilidad_semanal n
        where n.instructor_id = p_instructor and n.dia = v_dia % 7 + 1
          and n.desde_min = 0 and n.hasta_min >= v_end - 1440));
  end $$;
--> statement-breakpoint
-- Brings the bookings of one offer in line with its accepted application and state. A booking
-- that would overlap another class of the instructor raises exclusion_violation (23P01), which
-- aborts the transaction that accepted it: the server answers 409.
create function fitcover_sync_reservas(p_oferta uuid) returns void
  language plpgsql
  as $$
  begin
    delete from reservas r
    where r.oferta_id = p_oferta
      and not exists (
        select 1 from aplicaciones a join ofertas o on o.id = a.oferta_id
        where a.id = r.aplicacion_id and a.estado = 'aceptada' and o.estado = 'cubierta'
          and r.inicio = o.starts_at and r.fin = o.starts_at + make_interval(mins => o.duracion_min)
          and r.lugar = fitcover_class_place(o.modalidad, o.ubicacion));
    insert into reservas (aplicacion_id, oferta_id, instructor_id, gimnasio_id, inicio, fin, lugar, periodo, holgura)
    select a.id, o.id, a.instructor_id, o.gimnasio_id, o.starts_at,
      o.starts_at + make_interval(mins => o.duracion_min),
      fitcover_class_place(o.modalidad, o.ubicacion),
      tstzrange(o.starts_at, o.starts_at + make_interval(mins => o.duracion_min)),
      tstzrange(o.starts_at - interval '15 minutes', o.starts_at + make_interval(mins => o.duracion_min + 15))
    from aplicaciones a join ofertas o on o.id = a.oferta_id
    where o.id = p_oferta and a.estado = 'aceptada' and o.estado = 'cubierta'
    on conflict (aplicacion_id) do nothing;
  end $$;
--> statement-breakpoint
create function fitcover_reservas_from_aplicacion() returns trigger
  language plpgsql
  as $$
  begin
    perform fitcover_sync_reservas(new.oferta_id);
    return null;
  end $$;
--> statement-breakpoint
create function fitcover_reservas_from_oferta() returns trigger
  language plpgsql
  as $$
  begin
    perform fitcover_sync_reservas(new.id);
    return null;
  end $$;
--> statement-breakpoint
create trigger aplicaciones_reservas_insert
  after insert on aplicaciones
  for each row when (new.estado = 'aceptada')
  execute function fitcover_reservas_from_aplicacion();
--> statement-breakpoint
create trigger aplicaciones_reservas_update
  after update of estado on aplicaciones
  for each row when (new.estado = 'aceptada' or old.estado = 'aceptada')
  execute function fitcover_reservas_from_aplicacion();
--> statement-breakpoint
create trigger ofertas_reservas
  after update of estado, starts_at, duracion_min, modalidad, ubicacion on ofertas
  for each row when (new.estado = 'cubierta' or old.estado = 'cubierta')
  execute function fitcover_reservas_from_oferta();
--> statement-breakpoint
-- Classes already accepted: booked in start order; one that overlaps an earlier booking of the
-- same instructor (possible before this rule existed) is left out rather than failing the migration.
insert into reservas (aplicacion_id, oferta_id, instructor_id, gimnasio_id, inicio, fin, lugar, periodo, holgura)
select a.id, o.id, a.instructor_id, o.gimnasio_id, o.starts_at,
  o.starts_at + make_interval(mins => o.duracion_min),
  fitcover_class_place(o.modalidad, o.ubicacion),
  tstzrange(o.starts_at, o.starts_at + make_interval(mins => o.duracion_min)),
  tstzrange(o.starts_at - interval '15 minutes', o.starts_at + make_interval(mins => o.duracion_min + 15))
from aplicaciones a join ofertas o on o.id = a.oferta_id
where a.estado = 'aceptada' and o.estado = 'cubierta'
order by o.starts_at
on conflict do nothing;

// The whole relational model. Spanish table/column names follow the spec's entities (§3);
// auth_* tables follow better-auth's documented shape. Change only through new migrations.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// A point of the cube extension: here the unit-sphere (x, y, z) of a place, so that Euclidean
// (chord) order is great-circle order and a GiST index can answer nearest-first (ADR 0005).
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => tz('created_at').notNull().defaultNow();
const updatedAt = () => tz('updated_at').notNull().defaultNow();

export const userRole = pgEnum('user_role', ['admin', 'instructor', 'gimnasio']);
export const especialidad = pgEnum('especialidad', [
  'Yoga',
  'Pilates',
  'Zumba',
  'HIIT',
  'Spinning',
  'BodyPump',
  'Funcional',
  'Baile',
]);
export const offerModality = pgEnum('offer_modality', ['Presencial', 'Online']);
export const offerStatus = pgEnum('offer_status', ['abierta', 'cubierta', 'cancelada', 'expirada']);
export const applicationStatus = pgEnum('application_status', [
  'pendiente',
  'vista',
  'aceptada',
  'rechazada',
  'retirada',
]);
// Why an application was rejected: only `oferta_cubierta` ones reopen with their class (DECISIONS §14).
export const rejectionReason = pgEnum('rejection_reason', [
  'gimnasio',
  'oferta_cubierta',
  'oferta_cancelada',
  'expirada',
]);
export const paymentType = pgEnum('payment_type', ['suscripcion', 'publicacion', 'comision']);
export const paymentStatus = pgEnum('payment_status', ['pendiente', 'completado', 'fallido']);
export const notificationType = pgEnum('notification_type', [
  'new_applicant',
  'application_accepted',
  'application_rejected',
  'new_offer',
  'new_message',
  'other',
  'urgent_offer',
  'class_reminder',
  'attendance_check',
  'credential',
  'offer_invitation',
]);
export const planCode = pgEnum('plan_code', ['basico', 'pro']);
export const subscriptionStatus = pgEnum('subscription_status', ['trialing', 'active', 'past_due', 'canceled']);
export const billingInterval = pgEnum('billing_interval', ['month', 'year']);
export const reviewDirection = pgEnum('review_direction', ['gym_to_instructor', 'instructor_to_gym']);
export const flagKind = pgEnum('flag_kind', ['contact_sharing', 'report']);
export const flagStatus = pgEnum('flag_status', ['pendiente', 'resuelto']);
export const ticketSource = pgEnum('ticket_source', ['contact', 'support']);
export const ticketStatus = pgEnum('ticket_status', ['abierto', 'respondido', 'cerrado']);
export const noticeAudience = pgEnum('notice_audience', ['all', 'instructors', 'gyms']);
export const absenceReason = pgEnum('absence_reason', ['vacaciones', 'baja', 'otro']);

// A PostgreSQL tstzrange, as text ('["…","…")'); written only by the bookings triggers.
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

// ---------- better-auth ----------
export const authUser = pgTable(
  'auth_user',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('auth_user_email_key').on(t.email)],
);

export const authSession = pgTable(
  'auth_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    token: text('token').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    expiresAt: tz('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Opened with "Recordarme": 7 idle days, else 24 hours (features/auth/session-lifetime.ts).
    rememberMe: boolean('remember_me').notNull().default(true),
  },
  (t) => [uniqueIndex('auth_session_token_key').on(t.token), index('auth_session_user_idx').on(t.userId)],
);

export const authAccount = pgTable(
  'auth_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: tz('access_token_expires_at'),
    refreshTokenExpiresAt: tz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_account_user_idx').on(t.userId)],
);

export const authVerification = pgTable(
  'auth_verification',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('auth_verification_identifier_idx').on(t.identifier)],
);

// Single-use links mailed to users (confirmation, reset, e-mail change): only the token's SHA-256.
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['confirm-email', 'reset-password', 'change-email'] }).notNull(),
    userId: uuid('user_id').references(() => authUser.id, { onDelete: 'cascade' }),
    newEmail: text('new_email'),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId, t.purpose),
    check('email_tokens_purpose_check', sql`${t.purpose} in ('confirm-email', 'reset-password', 'change-email')`),
  ],
);

// ---------- profiles ----------
/** An instructor the talent directory lists (the predicate of its partial indexes). */
const directoryListed = sql`rol = 'instructor' and en_directorio and activo and suspended_at is null and deleted_at is null`;

export const perfiles = pgTable(
  'perfiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    rol: userRole('rol').notNull(),
    email: text('email').notNull(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    telefono: varchar('telefono', { length: 30 }),
    // Full address as typed; private for instructors (others only see `ciudad`).
    direccion: varchar('direccion', { length: 200 }),
    ciudad: varchar('ciudad', { length: 120 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    biografia: varchar('biografia', { length: 2000 }),
    especialidades: especialidad('especialidades')
      .array()
      .notNull()
      .default(sql`'{}'`),
    experiencia: integer('experiencia'),
    disponibilidad: text('disponibilidad')
      .array()
      .notNull()
      .default(sql`'{}'`),
    enlaces: text('enlaces')
      .array()
      .notNull()
      .default(sql`'{}'`),
    personaContacto: varchar('persona_contacto', { length: 120 }),
    destacado: boolean('destacado').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    avatarVersion: integer('avatar_version').notNull().default(0),
    razonSocial: varchar('razon_social', { length: 200 }),
    nif: varchar('nif', { length: 20 }),
    direccionFiscal: varchar('direccion_fiscal', { length: 300 }),
    emailNewApplicant: boolean('email_new_applicant').notNull().default(true),
    emailApplicationAccepted: boolean('email_application_accepted').notNull().default(true),
    emailNewMessage: boolean('email_new_message').notNull().default(true),
    suspendedAt: tz('suspended_at'),
    suspensionReason: text('suspension_reason'),
    deletedAt: tz('deleted_at'),
    // "Aparecer en el directorio de instructores" (migration 0016).
    enDirectorio: boolean('en_directorio').notNull().default(true),
    // Unit-sphere point of the profile, as ofertas.geo (directory nearest first).
    geo: cube('geo').generatedAlwaysAs(
      sql`case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('perfiles_rol_idx').on(t.rol),
    // Talent directory (migration 0016): every index covers listed instructors only.
    index('perfiles_directorio_geo_idx').using('gist', t.geo).where(directoryListed),
    index('perfiles_directorio_nombre_idx')
      .on(sql`fitcover_fold(${t.nombre})`, t.id)
      .where(directoryListed),
    index('perfiles_directorio_ciudad_idx')
      .on(sql`fitcover_fold(${t.ciudad})`)
      .where(directoryListed),
    index('perfiles_directorio_especialidades_idx').using('gin', t.especialidades).where(directoryListed),
    index('perfiles_directorio_texto_idx')
      .using('gin', sql`fitcover_fold(${t.nombre} || ' ' || coalesce(${t.biografia}, '')) gin_trgm_ops`)
      .where(directoryListed),
    check(
      'perfiles_experiencia_check',
      sql`${t.experiencia} is null or (${t.experiencia} >= 0 and ${t.experiencia} <= 80)`,
    ),
    check('perfiles_lat_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('perfiles_lon_check', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

export const avatares = pgTable('avatares', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => perfiles.id, { onDelete: 'cascade' }),
  webp: bytea('webp').notNull(),
  updatedAt: updatedAt(),
});

// One row per gym: what it may publish (DECISIONS §4, §9). Locked FOR UPDATE when publishing.
export const entitlements = pgTable(
  'entitlements',
  {
    gimnasioId: uuid('gimnasio_id')
      .primaryKey()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    plan: planCode('plan'),
    status: subscriptionStatus('status').notNull(),
    interval: billingInterval('interval'),
    trialEndsAt: tz('trial_ends_at'),
    currentPeriodEnd: tz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    credits: integer('credits').notNull().default(0),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    updatedAt: updatedAt(),
  },
  (t) => [check('entitlements_credits_check', sql`${t.credits} >= 0`)],
);

// ---------- offers and applications ----------
// A cover block (ADR 0026): classes published together; each is an ordinary offer row.
export const bloquesOferta = pgTable(
  'bloques_oferta',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gimnasioId: uuid('gimnasio_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    /** "Permitir postular a fechas sueltas": otherwise instructors apply to the whole block. */
    fechasSueltas: boolean('fechas_sueltas').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('bloques_oferta_gimnasio_idx').on(t.gimnasioId)],
);

export const ofertas = pgTable(
  'ofertas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gimnasioId: uuid('gimnasio_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    titulo: varchar('titulo', { length: 120 }).notNull(),
    descripcion: varchar('descripcion', { length: 1000 }),
    especialidad: especialidad('especialidad').notNull(),
    fechaClase: date('fecha_clase', { mode: 'string' }).notNull(),
    hora: time('hora').notNull(),
    duracionMin: integer('duracion_min').notNull().default(60),
    timezone: text('timezone').notNull().default('Europe/Madrid'),
    // Start instant in UTC derived from fecha_clase + hora at the class's place.
    startsAt: tz('starts_at').notNull(),
    modalidad: offerModality('modalidad').notNull().default('Presencial'),
    ubicacion: varchar('ubicacion', { length: 200 }),
    ciudad: varchar('ciudad', { length: 120 }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    precio: numeric('precio', { precision: 10, scale: 2 }).notNull(),
    estado: offerStatus('estado').notNull().default('abierta'),
    motivoCancelacion: text('motivo_cancelacion'),
    fechaCreacion: tz('fecha_creacion').notNull().defaultNow(),
    updatedAt: updatedAt(),
    // Offer search (ADR 0005). `geo`: unit-sphere point, null for Online offers.
    geo: cube('geo').generatedAlwaysAs(
      sql`case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end`,
    ),
    // fitcover_fold(titulo || ' ' || gym name): lower case, no accents. Kept by triggers for
    // open offers (the only ones searched), also when the gym renames itself.
    busqueda: text('busqueda').notNull().default(''),
    // Cover in minutes (DECISIONS §15, migration 0013).
    urgente: boolean('urgente').notNull().default(false),
    ventanaMin: smallint('ventana_min').notNull().default(15),
    autoAceptar: text('auto_aceptar').$type<'off' | 'mis' | 'cualquiera'>().notNull().default('off'),
    urgenteDesde: tz('urgente_desde'),
    exclusivaHasta: tz('exclusiva_hasta'),
    escaladaDetenidaAt: tz('escalada_detenida_at'),
    bonusPct: smallint('bonus_pct').notNull().default(0),
    // Only verified instructors may apply and get its alerts (DECISIONS §17, migration 0015).
    soloVerificados: boolean('solo_verificados').notNull().default(false),
    cubiertaAt: tz('cubierta_at'),
    // The cover block this class belongs to (migration 0018), null for a single offer.
    bloqueId: uuid('bloque_id').references(() => bloquesOferta.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('ofertas_gimnasio_idx').on(t.gimnasioId, t.fechaCreacion),
    index('ofertas_open_knn_idx')
      .using('gist', t.geo)
      .where(sql`${t.estado} = 'abierta'`),
    index('ofertas_open_start_idx')
      .on(t.startsAt)
      .where(sql`${t.estado} = 'abierta'`),
    index('ofertas_open_online_idx')
      .on(t.startsAt)
      .where(sql`${t.estado} = 'abierta' and ${t.modalidad} = 'Online'`),
    index('ofertas_open_busqueda_idx')
      .using('gin', sql`${t.busqueda} gin_trgm_ops`)
      .where(sql`${t.estado} = 'abierta'`),
    index('ofertas_open_ciudad_idx')
      .on(sql`fitcover_fold(${t.ciudad})`)
      .where(sql`${t.estado} = 'abierta'`),
    index('ofertas_open_fecha_idx')
      .on(t.fechaClase)
      .where(sql`${t.estado} = 'abierta'`),
    // Offers at one place (a town centre, with the offline geocoder) in start order.
    index('ofertas_open_place_idx')
      .on(t.geo, t.startsAt, t.id)
      .where(sql`${t.estado} = 'abierta'`),
    index('ofertas_open_especialidad_idx')
      .on(t.especialidad, t.startsAt)
      .where(sql`${t.estado} = 'abierta'`),
    check('ofertas_precio_check', sql`${t.precio} >= 0`),
    check('ofertas_duracion_check', sql`${t.duracionMin} between 15 and 600`),
    check(
      'ofertas_presencial_location_check',
      sql`${t.modalidad} = 'Online' or (${t.latitude} is not null and ${t.longitude} is not null)`,
    ),
    check('ofertas_ventana_check', sql`${t.ventanaMin} between 0 and 60`),
    check('ofertas_auto_aceptar_check', sql`${t.autoAceptar} in ('off', 'mis', 'cualquiera')`),
    check('ofertas_bonus_check', sql`${t.bonusPct} in (0, 10, 20)`),
    index('ofertas_urgentes_idx')
      .on(t.urgenteDesde)
      .where(sql`${t.estado} = 'abierta' and ${t.urgenteDesde} is not null and ${t.escaladaDetenidaAt} is null`),
    index('ofertas_exclusive_idx')
      .on(t.gimnasioId, t.exclusivaHasta)
      .where(sql`${t.estado} = 'abierta' and ${t.exclusivaHasta} is not null`),
    index('ofertas_bloque_idx')
      .on(t.bloqueId, t.startsAt, t.id)
      .where(sql`${t.bloqueId} is not null`),
    index('ofertas_bloque_open_idx')
      .on(t.bloqueId, t.startsAt, t.id)
      .where(sql`${t.bloqueId} is not null and ${t.estado} = 'abierta'`),
  ],
);

export const aplicaciones = pgTable(
  'aplicaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ofertaId: uuid('oferta_id')
      .notNull()
      .references(() => ofertas.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    estado: applicationStatus('estado').notNull().default('pendiente'),
    // The reason code of a rejection or the instructor's own words when withdrawing.
    motivo: text('motivo'),
    // Set exactly when estado = 'rechazada' (check constraint).
    motivoRechazo: rejectionReason('motivo_rechazo'),
    fechaPostulacion: tz('fecha_postulacion').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('aplicaciones_oferta_instructor_key').on(t.ofertaId, t.instructorId),
    index('aplicaciones_instructor_idx').on(t.instructorId, t.fechaPostulacion),
    check('aplicaciones_motivo_rechazo_check', sql`(${t.estado} = 'rechazada') = (${t.motivoRechazo} is not null)`),
  ],
);

// One row per offer published: the monthly plan quota counts these, so deleting an offer
// does not give its slot back (DECISIONS §4). `usedCredit` marks a single-publication credit.
export const offerPublications = pgTable(
  'offer_publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gimnasioId: uuid('gimnasio_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    ofertaId: uuid('oferta_id').references(() => ofertas.id, { onDelete: 'set null' }),
    // First day of the Europe/Madrid calendar month of publication.
    month: date('month', { mode: 'string' }).notNull(),
    usedCredit: boolean('used_credit').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('offer_publications_gym_month_idx').on(t.gimnasioId, t.month)],
);

export const valoraciones = pgTable(
  'valoraciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    aplicacionId: uuid('aplicacion_id')
      .notNull()
      .references(() => aplicaciones.id, { onDelete: 'cascade' }),
    direccion: reviewDirection('direccion').notNull(),
    gimnasioId: uuid('gimnasio_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    puntuacion: smallint('puntuacion').notNull(),
    comentario: varchar('comentario', { length: 1000 }),
    respuesta: varchar('respuesta', { length: 1000 }),
    respondidaAt: tz('respondida_at'),
    fecha: tz('fecha').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('valoraciones_aplicacion_direccion_key').on(t.aplicacionId, t.direccion),
    index('valoraciones_instructor_idx').on(t.instructorId, t.fecha),
    index('valoraciones_gimnasio_idx').on(t.gimnasioId, t.fecha),
    check('valoraciones_puntuacion_check', sql`${t.puntuacion} between 1 and 5`),
  ],
);

// ---------- billing ----------
export const pagos = pgTable(
  'pagos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'restrict' }),
    tipo: paymentType('tipo').notNull(),
    estado: paymentStatus('estado').notNull(),
    descripcion: text('descripcion').notNull(),
    // Base amount in euros before IVA; IVA and total are stored as charged.
    cantidad: numeric('cantidad', { precision: 10, scale: 2 }).notNull(),
    iva: numeric('iva', { precision: 10, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 10, scale: 2 }).notNull(),
    aplicacionId: uuid('aplicacion_id').references(() => aplicaciones.id, { onDelete: 'set null' }),
    providerRef: text('provider_ref'),
    invoiceNumber: text('invoice_number'),
    invoiceUrl: text('invoice_url'),
    fechaPago: tz('fecha_pago').notNull().defaultNow(),
  },
  (t) => [
    index('pagos_usuario_idx').on(t.usuarioId, t.fechaPago),
    uniqueIndex('pagos_comision_aplicacion_key')
      .on(t.aplicacionId)
      .where(sql`${t.tipo} = 'comision'`),
    uniqueIndex('pagos_provider_ref_key').on(t.providerRef),
    uniqueIndex('pagos_invoice_number_key').on(t.invoiceNumber),
    check('pagos_cantidad_check', sql`${t.cantidad} >= 0 and ${t.total} >= 0`),
  ],
);

export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull().default(0),
});

// One row: a counter that every committed change to what the offer search shows moves on, so
// each server process knows when its cached result pages are stale (ADR 0010). Kept by
// deferred triggers in migration 0005, which bump it once per transaction at commit.
export const searchVersion = pgTable(
  'search_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('search_version_single_row', sql`${table.id} = 1`)],
);

export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
});

// Idempotency keys of writes (migration 0011, ADR 0019): unique per user ("anon" without one).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

// ---------- communication ----------
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    tipo: notificationType('tipo').notNull(),
    mensaje: varchar('mensaje', { length: 1000 }).notNull(),
    enlace: text('enlace'),
    // Collapses repeated events (e.g. one new_message per unread conversation).
    dedupeKey: text('dedupe_key'),
    leida: boolean('leida').notNull().default(false),
    fecha: tz('fecha').notNull().defaultNow(),
  },
  (t) => [
    index('notificaciones_usuario_idx').on(t.usuarioId, t.fecha),
    uniqueIndex('notificaciones_unread_dedupe_key')
      .on(t.usuarioId, t.dedupeKey)
      .where(sql`${t.leida} = false and ${t.dedupeKey} is not null`),
  ],
);

export const avisosGlobales = pgTable('avisos_globales', {
  id: uuid('id').primaryKey().defaultRandom(),
  adminId: uuid('admin_id').references(() => perfiles.id, { onDelete: 'set null' }),
  destinatarios: noticeAudience('destinatarios').notNull(),
  mensaje: varchar('mensaje', { length: 1000 }).notNull(),
  recipientsCount: integer('recipients_count').notNull().default(0),
  createdAt: createdAt(),
});

export const mensajes = pgTable(
  'mensajes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    emisorId: uuid('emisor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    receptorId: uuid('receptor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    mensaje: varchar('mensaje', { length: 2000 }).notNull(),
    fechaEnvio: tz('fecha_envio').notNull().defaultNow(),
    leidoAt: tz('leido_at'),
  },
  (t) => [
    index('mensajes_pair_idx').on(t.emisorId, t.receptorId, t.id),
    // The other direction of a conversation, and "my conversations" by recipient.
    index('mensajes_receptor_pair_idx').on(t.receptorId, t.emisorId, t.id),
    index('mensajes_receptor_unread_idx')
      .on(t.receptorId)
      .where(sql`${t.leidoAt} is null`),
  ],
);

export const moderationFlags = pgTable(
  'moderation_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: flagKind('kind').notNull(),
    emisorId: uuid('emisor_id').references(() => perfiles.id, { onDelete: 'set null' }),
    receptorId: uuid('receptor_id').references(() => perfiles.id, { onDelete: 'set null' }),
    texto: varchar('texto', { length: 2000 }),
    motivo: text('motivo').notNull(),
    estado: flagStatus('estado').notNull().default('pendiente'),
    resolvedBy: uuid('resolved_by').references(() => perfiles.id, { onDelete: 'set null' }),
    resolvedAt: tz('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_flags_estado_idx').on(t.estado, t.createdAt),
    // One pending report per reporter and conversation: a double click or two tabs add nothing.
    uniqueIndex('moderation_flags_open_report_key')
      .on(t.receptorId, t.emisorId)
      .where(sql`${t.kind} = 'report' and ${t.estado} = 'pendiente'`),
  ],
);

// ---------- support, admin, infrastructure ----------
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: integer('numero').notNull().generatedAlwaysAsIdentity({ startWith: 1001 }),
    origen: ticketSource('origen').notNull(),
    usuarioId: uuid('usuario_id').references(() => perfiles.id, { onDelete: 'set null' }),
    nombre: varchar('nombre', { length: 120 }),
    email: varchar('email', { length: 254 }).notNull(),
    asunto: varchar('asunto', { length: 200 }).notNull(),
    mensaje: varchar('mensaje', { length: 5000 }).notNull(),
    estado: ticketStatus('estado').notNull().default('abierto'),
    respuesta: varchar('respuesta', { length: 5000 }),
    answeredBy: uuid('answered_by').references(() => perfiles.id, { onDelete: 'set null' }),
    answeredAt: tz('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('support_tickets_numero_key').on(t.numero),
    index('support_tickets_estado_idx').on(t.estado, t.createdAt),
  ],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => perfiles.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    reason: text('reason'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_log_created_idx').on(t.createdAt)],
);

export const geocodeCache = pgTable(
  'geocode_cache',
  {
    provider: text('provider').notNull(),
    queryKey: text('query_key').notNull(),
    found: boolean('found').notNull(),
    ciudad: text('ciudad'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.queryKey] })],
);

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: tz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: tz('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    doneAt: tz('done_at'),
    // Lets a producer enqueue "at most one pending job for X".
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
    uniqueIndex('jobs_pending_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.doneAt} is null and ${t.dedupeKey} is not null`),
  ],
);

// Secrets every instance must share (e.g. the session-signing key when AUTH_SECRET is unset).
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

// ---------- push notifications (DECISIONS §15, migration 0010) ----------
// One row per push endpoint (a browser on a device), with that device's switches and the counter
// of its current one-minute sending window (a burst beyond the cap collapses into one summary).
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    navegador: varchar('navegador', { length: 80 }).notNull(),
    expiresAt: tz('expires_at'),
    pushNewOffer: boolean('push_new_offer').notNull().default(true),
    pushUrgentOffer: boolean('push_urgent_offer').notNull().default(true),
    pushNewApplicant: boolean('push_new_applicant').notNull().default(true),
    pushDecision: boolean('push_decision').notNull().default(true),
    pushNewMessage: boolean('push_new_message').notNull().default(true),
    pushNotice: boolean('push_notice').notNull().default(true),
    windowStartedAt: tz('window_started_at'),
    windowCount: integer('window_count').notNull().default(0),
    lastDeliveryAt: tz('last_delivery_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_usuario_idx').on(t.usuarioId),
    check('push_subscriptions_endpoint_length', sql`char_length(${t.endpoint}) <= 1024`),
  ],
);

// ---------- availability, calendars and bookings (DECISIONS §16, ADR 0020; migration 0012) ----------
// Weekly availability: ISO weekday (1 = lunes) and minutes since midnight, wall-clock time.
export const disponibilidadSemanal = pgTable(
  'disponibilidad_semanal',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    desdeMin: smallint('desde_min').notNull(),
    hastaMin: smallint('hasta_min').notNull(),
  },
  (t) => [
    index('disponibilidad_semanal_instructor_idx').on(t.instructorId, t.dia, t.desdeMin),
    check('disponibilidad_semanal_dia_check', sql`${t.dia} between 1 and 7`),
    check(
      'disponibilidad_semanal_rango_check',
      sql`${t.desdeMin} >= 0 and ${t.desdeMin} < ${t.hastaMin} and ${t.hastaMin} <= 1440`,
    ),
  ],
);

// Absences: whole days, both ends included.
export const ausencias = pgTable(
  'ausencias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    desde: date('desde', { mode: 'string' }).notNull(),
    hasta: date('hasta', { mode: 'string' }).notNull(),
    motivo: absenceReason('motivo').notNull(),
    nota: varchar('nota', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ausencias_instructor_idx').on(t.instructorId, t.hasta),
    check('ausencias_rango_check', sql`${t.desde} <= ${t.hasta}`),
  ],
);

// The secret of each user's private calendar feed; a new one replaces (revokes) the old.
export const calendarioEnlaces = pgTable(
  'calendario_enlaces',
  {
    usuarioId: uuid('usuario_id')
      .primaryKey()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendario_enlaces_token_key').on(t.token)],
);

// Class reminders sent: the key makes each (class, 24h | 2h) happen once.
export const recordatorios = pgTable(
  'recordatorios',
  {
    aplicacionId: uuid('aplicacion_id')
      .notNull()
      .references(() => aplicaciones.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    enviadoAt: tz('enviado_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'recordatorios_pkey', columns: [t.aplicacionId, t.tipo] }),
    check('recordatorios_tipo_check', sql`${t.tipo} in ('24h', '2h')`),
  ],
);

// One row per accepted class, kept by triggers (migration 0012). Two exclusion constraints
// (btree_gist) refuse an instructor's overlapping classes, and classes at different places less
// than 30 minutes apart; they are declared in the migration only (Drizzle cannot express them).
export const reservas = pgTable(
  'reservas',
  {
    aplicacionId: uuid('aplicacion_id')
      .primaryKey()
      .references(() => aplicaciones.id, { onDelete: 'cascade' }),
    ofertaId: uuid('oferta_id')
      .notNull()
      .references(() => ofertas.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    gimnasioId: uuid('gimnasio_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    inicio: tz('inicio').notNull(),
    fin: tz('fin').notNull(),
    lugar: text('lugar').notNull(),
    periodo: tstzrange('periodo').notNull(),
    holgura: tstzrange('holgura').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reservas_inicio_idx').on(t.inicio),
    index('reservas_gimnasio_idx').on(t.gimnasioId, t.inicio),
    index('reservas_oferta_idx').on(t.ofertaId),
  ],
);

// "¿Se impartió la clase?" after each accepted class (migration 0014, DECISIONS §17): one row per
// class once asked or answered; "no_presentado" from either side opens a case admin resolves.
export const asistencias = pgTable(
  'asistencias',
  {
    aplicacionId: uuid('aplicacion_id')
      .primaryKey()
      .references(() => aplicaciones.id, { onDelete: 'cascade' }),
    preguntadaAt: tz('preguntada_at'),
    respuestaGimnasio: text('respuesta_gimnasio'),
    respondidaGimnasioAt: tz('respondida_gimnasio_at'),
    comentarioGimnasio: text('comentario_gimnasio'),
    respuestaInstructor: text('respuesta_instructor'),
    respondidaInstructorAt: tz('respondida_instructor_at'),
    comentarioInstructor: text('comentario_instructor'),
    casoAbiertoAt: tz('caso_abierto_at'),
    resultado: text('resultado'),
    resueltoAt: tz('resuelto_at'),
    resueltoPor: uuid('resuelto_por').references(() => perfiles.id, { onDelete: 'set null' }),
    resolucionNota: text('resolucion_nota'),
    createdAt: createdAt(),
  },
  (t) => [
    check('asistencias_respuesta_gimnasio_check', sql`${t.respuestaGimnasio} in ('impartida', 'no_presentado')`),
    check('asistencias_respuesta_instructor_check', sql`${t.respuestaInstructor} in ('impartida', 'no_presentado')`),
    check(
      'asistencias_respondida_gimnasio_check',
      sql`(${t.respuestaGimnasio} is null) = (${t.respondidaGimnasioAt} is null)`,
    ),
    check(
      'asistencias_respondida_instructor_check',
      sql`(${t.respuestaInstructor} is null) = (${t.respondidaInstructorAt} is null)`,
    ),
    check(
      'asistencias_resultado_check',
      sql`${t.resultado} in ('impartida', 'no_presentado_instructor', 'no_presentado_gimnasio')`,
    ),
    check('asistencias_resuelto_check', sql`(${t.resultado} is null) = (${t.resueltoAt} is null)`),
    check('asistencias_caso_check', sql`${t.resultado} is null or ${t.casoAbiertoAt} is not null`),
    index('asistencias_casos_idx')
      .on(t.casoAbiertoAt.desc())
      .where(sql`${t.casoAbiertoAt} is not null`),
  ],
);

// A covered class called off: by whom and how long before its start (reliability, §17).
export const anulacionesClase = pgTable(
  'anulaciones_clase',
  {
    aplicacionId: uuid('aplicacion_id')
      .primaryKey()
      .references(() => aplicaciones.id, { onDelete: 'cascade' }),
    perfilId: uuid('perfil_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    por: text('por').notNull(),
    anuladaAt: tz('anulada_at').notNull(),
    inicio: tz('inicio').notNull(),
  },
  (t) => [
    check('anulaciones_clase_por_check', sql`${t.por} in ('gimnasio', 'instructor')`),
    index('anulaciones_clase_perfil_idx').on(t.perfilId),
  ],
);
// ---------- cover in minutes (DECISIONS §15, migration 0013) ----------
// A gym's trusted instructors: urgent offers go to them first, for the offer's exclusive window.
export const misInstructores = pgTable(
  'mis_instructores',
  {
    gimnasioId: uuid('gimnasio_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'mis_instructores_pkey', columns: [t.gimnasioId, t.instructorId] }),
    check('mis_instructores_not_self', sql`${t.gimnasioId} <> ${t.instructorId}`),
    index('mis_instructores_instructor_idx').on(t.instructorId),
  ],
);

// Who was told about an urgent offer: the key is the dedupe key of the alert.
export const urgenteAvisos = pgTable(
  'urgente_avisos',
  {
    ofertaId: uuid('oferta_id')
      .notNull()
      .references(() => ofertas.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    paso: text('paso').notNull(),
    enviadoAt: tz('enviado_at').notNull(),
    vistoAt: tz('visto_at'),
  },
  (t) => [
    primaryKey({ name: 'urgente_avisos_pkey', columns: [t.ofertaId, t.instructorId] }),
    index('urgente_avisos_instructor_idx').on(t.instructorId, t.enviadoAt),
  ],
);

// An urgent offer's timeline; the key claims each step once.
export const urgenteEventos = pgTable(
  'urgente_eventos',
  {
    ofertaId: uuid('oferta_id')
      .notNull()
      .references(() => ofertas.id, { onDelete: 'cascade' }),
    clave: text('clave').notNull(),
    at: tz('at').notNull(),
    enviados: integer('enviados').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'urgente_eventos_pkey', columns: [t.ofertaId, t.clave] })],
);

// An instructor's urgent alert preferences (no row = the defaults).
export const preferenciasUrgentes = pgTable(
  'preferencias_urgentes',
  {
    instructorId: uuid('instructor_id')
      .primaryKey()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    activas: boolean('activas').notNull().default(true),
    maxDia: smallint('max_dia').notNull().default(10),
    nocturnas: boolean('nocturnas').notNull().default(false),
  },
  (t) => [check('preferencias_urgentes_max_check', sql`${t.maxDia} between 1 and 50`)],
);

// Instructors' credentials (DECISIONS §17, migration 0015): files checked by content and kept
// here, so every instance serves them; admin approves or rejects each.
export const documentosInstructor = pgTable(
  'documentos_instructor',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<'titulacion' | 'seguro' | 'ropec'>().notNull(),
    nombre: text('nombre').notNull(),
    mime: text('mime').$type<'application/pdf' | 'image/jpeg' | 'image/png'>(),
    contenido: bytea('contenido'),
    tamano: integer('tamano'),
    numero: text('numero'),
    caducaEl: date('caduca_el', { mode: 'string' }),
    estado: text('estado').$type<'pendiente' | 'aprobado' | 'rechazado'>().notNull().default('pendiente'),
    motivo: text('motivo'),
    revisadoPor: uuid('revisado_por').references(() => perfiles.id, { onDelete: 'set null' }),
    revisadoAt: tz('revisado_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('documentos_instructor_idx').on(t.instructorId, t.createdAt.desc()),
    index('documentos_pendientes_idx')
      .on(t.createdAt)
      .where(sql`${t.estado} = 'pendiente'`),
    check('documentos_tipo_check', sql`${t.tipo} in ('titulacion', 'seguro', 'ropec')`),
    check('documentos_estado_check', sql`${t.estado} in ('pendiente', 'aprobado', 'rechazado')`),
    check(
      'documentos_mime_check',
      sql`${t.mime} is null or ${t.mime} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
    check('documentos_archivo_check', sql`(${t.contenido} is null) = (${t.mime} is null)`),
    check('documentos_contenido_check', sql`${t.tipo} = 'ropec' or ${t.contenido} is not null`),
    check('documentos_seguro_check', sql`${t.tipo} <> 'seguro' or ${t.caducaEl} is not null`),
    check('documentos_ropec_check', sql`${t.tipo} <> 'ropec' or ${t.numero} is not null`),
    check('documentos_motivo_check', sql`${t.estado} <> 'rechazado' or ${t.motivo} is not null`),
  ],
);

// Insurance-expiry reminders sent (30 and 7 days before): the key makes each go out once.
export const avisosSeguro = pgTable(
  'avisos_seguro',
  {
    documentoId: uuid('documento_id')
      .notNull()
      .references(() => documentosInstructor.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<'30d' | '7d'>().notNull(),
    enviadoAt: tz('enviado_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'avisos_seguro_pkey', columns: [t.documentoId, t.tipo] }),
    check('avisos_seguro_tipo_check', sql`${t.tipo} in ('30d', '7d')`),
  ],
);

// ---------- talent directory (issue 21, migration 0016) ----------
// A gym's invitation of a directory instructor to one of its open offers: one per pair.
export const invitacionesOferta = pgTable(
  'invitaciones_oferta',
  {
    ofertaId: uuid('oferta_id')
      .notNull()
      .references(() => ofertas.id, { onDelete: 'cascade' }),
    instructorId: uuid('instructor_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    gimnasioId: uuid('gimnasio_id')
      .notNull()
      .references(() => perfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'invitaciones_oferta_pkey', columns: [t.ofertaId, t.instructorId] }),
    index('invitaciones_oferta_instructor_idx').on(t.instructorId),
    index('invitaciones_oferta_gimnasio_idx').on(t.gimnasioId, t.createdAt),
  ],
);

CREATE TYPE "public"."application_status" AS ENUM('pendiente', 'vista', 'aceptada', 'rechazada', 'retirada');--> statement-breakpoint
CREATE TYPE "public"."billing_interval" AS ENUM('month', 'year');--> statement-breakpoint
CREATE TYPE "public"."especialidad" AS ENUM('Yoga', 'Pilates', 'Zumba', 'HIIT', 'Spinning', 'BodyPump', 'Funcional', 'Baile');--> statement-breakpoint
CREATE TYPE "public"."flag_kind" AS ENUM('contact_sharing', 'report');--> statement-breakpoint
CREATE TYPE "public"."flag_status" AS ENUM('pendiente', 'resuelto');--> statement-breakpoint
CREATE TYPE "public"."notice_audience" AS ENUM('all', 'instructors', 'gyms');--> statement-breakpoint
CREATE TYPE "public"."notification_type" AS ENUM('new_applicant', 'application_accepted', 'application_rejected', 'new_offer', 'new_message', 'other');--> statement-breakpoint
CREATE TYPE "public"."offer_modality" AS ENUM('Presencial', 'Online');--> statement-breakpoint
CREATE TYPE "public"."offer_status" AS ENUM('abierta', 'cubierta', 'cancelada', 'expirada');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pendiente', 'completado', 'fallido');--> statement-breakpoint
CREATE TYPE "public"."payment_type" AS ENUM('suscripcion', 'publicacion', 'comision');--> statement-breakpoint
CREATE TYPE "public"."plan_code" AS ENUM('basico', 'pro');--> statement-breakpoint
CREATE TYPE "public"."review_direction" AS ENUM('gym_to_instructor', 'instructor_to_gym');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."ticket_source" AS ENUM('contact', 'support');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('abierto', 'respondido', 'cerrado');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('admin', 'instructor', 'gimnasio');--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aplicaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"oferta_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"estado" "application_status" DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"fecha_postulacion" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avatares" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"webp" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avisos_globales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"destinatarios" "notice_audience" NOT NULL,
	"mensaje" varchar(1000) NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"gimnasio_id" uuid PRIMARY KEY NOT NULL,
	"plan" "plan_code",
	"status" "subscription_status" NOT NULL,
	"interval" "billing_interval",
	"trial_ends_at" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"credits" integer DEFAULT 0 NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entitlements_credits_check" CHECK ("entitlements"."credits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "geocode_cache" (
	"provider" text NOT NULL,
	"query_key" text NOT NULL,
	"found" boolean NOT NULL,
	"ciudad" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "geocode_cache_provider_query_key_pk" PRIMARY KEY("provider","query_key")
);
--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mensajes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensajes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"emisor_id" uuid NOT NULL,
	"receptor_id" uuid NOT NULL,
	"mensaje" varchar(2000) NOT NULL,
	"fecha_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"leido_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "flag_kind" NOT NULL,
	"emisor_id" uuid,
	"receptor_id" uuid,
	"texto" varchar(2000),
	"motivo" text NOT NULL,
	"estado" "flag_status" DEFAULT 'pendiente' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notificaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" "notification_type" NOT NULL,
	"mensaje" varchar(1000) NOT NULL,
	"enlace" text,
	"dedupe_key" text,
	"leida" boolean DEFAULT false NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ofertas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gimnasio_id" uuid NOT NULL,
	"titulo" varchar(120) NOT NULL,
	"descripcion" varchar(1000),
	"especialidad" "especialidad" NOT NULL,
	"fecha_clase" date NOT NULL,
	"hora" time NOT NULL,
	"duracion_min" integer DEFAULT 60 NOT NULL,
	"timezone" text DEFAULT 'Europe/Madrid' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"modalidad" "offer_modality" DEFAULT 'Presencial' NOT NULL,
	"ubicacion" varchar(200),
	"ciudad" varchar(120),
	"latitude" double precision,
	"longitude" double precision,
	"precio" numeric(10, 2) NOT NULL,
	"estado" "offer_status" DEFAULT 'abierta' NOT NULL,
	"motivo_cancelacion" text,
	"fecha_creacion" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ofertas_precio_check" CHECK ("ofertas"."precio" >= 0),
	CONSTRAINT "ofertas_duracion_check" CHECK ("ofertas"."duracion_min" between 15 and 600),
	CONSTRAINT "ofertas_presencial_location_check" CHECK ("ofertas"."modalidad" = 'Online' or ("ofertas"."latitude" is not null and "ofertas"."longitude" is not null))
);
--> statement-breakpoint
CREATE TABLE "pagos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"tipo" "payment_type" NOT NULL,
	"estado" "payment_status" NOT NULL,
	"descripcion" text NOT NULL,
	"cantidad" numeric(10, 2) NOT NULL,
	"iva" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"aplicacion_id" uuid,
	"provider_ref" text,
	"invoice_number" text,
	"invoice_url" text,
	"fecha_pago" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagos_cantidad_check" CHECK ("pagos"."cantidad" >= 0 and "pagos"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "perfiles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"rol" "user_role" NOT NULL,
	"email" text NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"telefono" varchar(30),
	"direccion" varchar(200),
	"ciudad" varchar(120),
	"latitude" double precision,
	"longitude" double precision,
	"biografia" varchar(2000),
	"especialidades" "especialidad"[] DEFAULT '{}' NOT NULL,
	"experiencia" integer,
	"disponibilidad" text[] DEFAULT '{}' NOT NULL,
	"enlaces" text[] DEFAULT '{}' NOT NULL,
	"persona_contacto" varchar(120),
	"destacado" boolean DEFAULT false NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"avatar_version" integer DEFAULT 0 NOT NULL,
	"razon_social" varchar(200),
	"nif" varchar(20),
	"direccion_fiscal" varchar(300),
	"email_new_applicant" boolean DEFAULT true NOT NULL,
	"email_application_accepted" boolean DEFAULT true NOT NULL,
	"email_new_message" boolean DEFAULT true NOT NULL,
	"suspended_at" timestamp with time zone,
	"suspension_reason" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perfiles_experiencia_check" CHECK ("perfiles"."experiencia" is null or ("perfiles"."experiencia" >= 0 and "perfiles"."experiencia" <= 80)),
	CONSTRAINT "perfiles_lat_check" CHECK ("perfiles"."latitude" is null or "perfiles"."latitude" between -90 and 90),
	CONSTRAINT "perfiles_lon_check" CHECK ("perfiles"."longitude" is null or "perfiles"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer GENERATED ALWAYS AS IDENTITY (sequence name "support_tickets_numero_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1001 CACHE 1),
	"origen" "ticket_source" NOT NULL,
	"usuario_id" uuid,
	"nombre" varchar(120),
	"email" varchar(254) NOT NULL,
	"asunto" varchar(200) NOT NULL,
	"mensaje" varchar(5000) NOT NULL,
	"estado" "ticket_status" DEFAULT 'abierto' NOT NULL,
	"respuesta" varchar(5000),
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "valoraciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aplicacion_id" uuid NOT NULL,
	"direccion" "review_direction" NOT NULL,
	"gimnasio_id" uuid NOT NULL,
	"instructor_id" uuid NOT NULL,
	"puntuacion" smallint NOT NULL,
	"comentario" varchar(1000),
	"respuesta" varchar(1000),
	"respondida_at" timestamp with time zone,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valoraciones_puntuacion_check" CHECK ("valoraciones"."puntuacion" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_perfiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."perfiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD CONSTRAINT "aplicaciones_oferta_id_ofertas_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."ofertas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD CONSTRAINT "aplicaciones_instructor_id_perfiles_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avatares" ADD CONSTRAINT "avatares_user_id_perfiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos_globales" ADD CONSTRAINT "avisos_globales_admin_id_perfiles_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."perfiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_gimnasio_id_perfiles_id_fk" FOREIGN KEY ("gimnasio_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes" ADD CONSTRAINT "mensajes_emisor_id_perfiles_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensajes" ADD CONSTRAINT "mensajes_receptor_id_perfiles_id_fk" FOREIGN KEY ("receptor_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_flags" ADD CONSTRAINT "moderation_flags_emisor_id_perfiles_id_fk" FOREIGN KEY ("emisor_id") REFERENCES "public"."perfiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_flags" ADD CONSTRAINT "moderation_flags_receptor_id_perfiles_id_fk" FOREIGN KEY ("receptor_id") REFERENCES "public"."perfiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_flags" ADD CONSTRAINT "moderation_flags_resolved_by_perfiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."perfiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificaciones" ADD CONSTRAINT "notificaciones_usuario_id_perfiles_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ofertas" ADD CONSTRAINT "ofertas_gimnasio_id_perfiles_id_fk" FOREIGN KEY ("gimnasio_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_usuario_id_perfiles_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."perfiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagos" ADD CONSTRAINT "pagos_aplicacion_id_aplicaciones_id_fk" FOREIGN KEY ("aplicacion_id") REFERENCES "public"."aplicaciones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfiles" ADD CONSTRAINT "perfiles_id_auth_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_usuario_id_perfiles_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."perfiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_answered_by_perfiles_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."perfiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valoraciones" ADD CONSTRAINT "valoraciones_aplicacion_id_aplicaciones_id_fk" FOREIGN KEY ("aplicacion_id") REFERENCES "public"."aplicaciones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valoraciones" ADD CONSTRAINT "valoraciones_gimnasio_id_perfiles_id_fk" FOREIGN KEY ("gimnasio_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "valoraciones" ADD CONSTRAINT "valoraciones_instructor_id_perfiles_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aplicaciones_oferta_instructor_key" ON "aplicaciones" USING btree ("oferta_id","instructor_id");--> statement-breakpoint
CREATE INDEX "aplicaciones_instructor_idx" ON "aplicaciones" USING btree ("instructor_id","fecha_postulacion");--> statement-breakpoint
CREATE INDEX "auth_account_user_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_session_token_key" ON "auth_session" USING btree ("token");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_user_email_key" ON "auth_user" USING btree ("email");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_pending_dedupe_key" ON "jobs" USING btree ("dedupe_key") WHERE "jobs"."done_at" is null and "jobs"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "mensajes_pair_idx" ON "mensajes" USING btree ("emisor_id","receptor_id","id");--> statement-breakpoint
CREATE INDEX "mensajes_receptor_unread_idx" ON "mensajes" USING btree ("receptor_id") WHERE "mensajes"."leido_at" is null;--> statement-breakpoint
CREATE INDEX "moderation_flags_estado_idx" ON "moderation_flags" USING btree ("estado","created_at");--> statement-breakpoint
CREATE INDEX "notificaciones_usuario_idx" ON "notificaciones" USING btree ("usuario_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "notificaciones_unread_dedupe_key" ON "notificaciones" USING btree ("usuario_id","dedupe_key") WHERE "notificaciones"."leida" = false and "notificaciones"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "ofertas_gimnasio_idx" ON "ofertas" USING btree ("gimnasio_id","fecha_creacion");--> statement-breakpoint
CREATE INDEX "ofertas_open_geo_idx" ON "ofertas" USING btree ("latitude","longitude","starts_at") WHERE "ofertas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "ofertas_open_start_idx" ON "ofertas" USING btree ("starts_at") WHERE "ofertas"."estado" = 'abierta';--> statement-breakpoint
CREATE INDEX "pagos_usuario_idx" ON "pagos" USING btree ("usuario_id","fecha_pago");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_comision_aplicacion_key" ON "pagos" USING btree ("aplicacion_id") WHERE "pagos"."tipo" = 'comision';--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_provider_ref_key" ON "pagos" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "pagos_invoice_number_key" ON "pagos" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "perfiles_rol_idx" ON "perfiles" USING btree ("rol");--> statement-breakpoint
CREATE UNIQUE INDEX "support_tickets_numero_key" ON "support_tickets" USING btree ("numero");--> statement-breakpoint
CREATE INDEX "support_tickets_estado_idx" ON "support_tickets" USING btree ("estado","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "valoraciones_aplicacion_direccion_key" ON "valoraciones" USING btree ("aplicacion_id","direccion");--> statement-breakpoint
CREATE INDEX "valoraciones_instructor_idx" ON "valoraciones" USING btree ("instructor_id","fecha");--> statement-breakpoint
CREATE INDEX "valoraciones_gimnasio_idx" ON "valoraciones" USING btree ("gimnasio_id","fecha");
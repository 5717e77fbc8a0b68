-- Installable app with push notifications (issue 16, DECISIONS §15, ADR 0017). One row per push
-- endpoint (a browser on a device), owned by one user, with that device's switches per
-- notification category and the counter of its current one-minute sending window.
-- 'urgent_offer' is only used from code: a later migration of the same run could not use the
-- new value (PostgreSQL refuses a new enum value in the transaction that added it).
ALTER TYPE "public"."notification_type" ADD VALUE IF NOT EXISTS 'urgent_offer';--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"navegador" varchar(80) NOT NULL,
	"expires_at" timestamp with time zone,
	"push_new_offer" boolean DEFAULT true NOT NULL,
	"push_urgent_offer" boolean DEFAULT true NOT NULL,
	"push_new_applicant" boolean DEFAULT true NOT NULL,
	"push_decision" boolean DEFAULT true NOT NULL,
	"push_new_message" boolean DEFAULT true NOT NULL,
	"push_notice" boolean DEFAULT true NOT NULL,
	"window_started_at" timestamp with time zone,
	"window_count" integer DEFAULT 0 NOT NULL,
	"last_delivery_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_length" CHECK (char_length("endpoint") <= 1024)
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_usuario_id_perfiles_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_usuario_idx" ON "push_subscriptions" USING btree ("usuario_id");

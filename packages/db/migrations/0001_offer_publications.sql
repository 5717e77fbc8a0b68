CREATE TABLE "offer_publications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gimnasio_id" uuid NOT NULL,
	"oferta_id" uuid,
	"month" date NOT NULL,
	"used_credit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_publications" ADD CONSTRAINT "offer_publications_gimnasio_id_perfiles_id_fk" FOREIGN KEY ("gimnasio_id") REFERENCES "public"."perfiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_publications" ADD CONSTRAINT "offer_publications_oferta_id_ofertas_id_fk" FOREIGN KEY ("oferta_id") REFERENCES "public"."ofertas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_publications_gym_month_idx" ON "offer_publications" USING btree ("gimnasio_id","month");--> statement-breakpoint
-- Offers published before this ledger existed count for their month.
INSERT INTO "offer_publications" ("gimnasio_id", "oferta_id", "month", "created_at")
SELECT "gimnasio_id", "id", date_trunc('month', "fecha_creacion" AT TIME ZONE 'Europe/Madrid')::date, "fecha_creacion"
FROM "ofertas";

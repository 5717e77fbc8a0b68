-- Issue 15 (sessions, e-mail change) and issue 25 item 6 (single-use e-mail tokens), ADR 0013.
-- Whether a session was opened with "Recordarme": it decides its idle lifetime (7 days, or 24
-- hours without it). Sessions opened before this column existed count as remembered.
ALTER TABLE "auth_session" ADD COLUMN "remember_me" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Every link we mail (account confirmation, password reset, e-mail change) is single-use: the
-- row keeps the SHA-256 of the token, never the token itself, and `used_at` once it was used,
-- so a replay is told apart from an unknown or expired link.
CREATE TABLE "email_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_tokens_purpose_check" CHECK ("email_tokens"."purpose" in ('confirm-email', 'reset-password', 'change-email'))
);--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");

-- Idempotency keys (ADR 0019): the key a client sent with a write, unique per user ("anon" for
-- requests without a session), the hash of the request it came with, and the answer once known.
-- The row is inserted as the first statement of the write's own transaction, so a key exists if
-- and only if the work was committed; a second copy of the request waits on that insert and then
-- answers the stored answer. Rows older than a day are purged.
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key")
);--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");

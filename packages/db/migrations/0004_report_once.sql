-- Keep the oldest of any pending reports a reporter filed twice about one conversation.
DELETE FROM "moderation_flags" f USING "moderation_flags" older
WHERE f."kind" = 'report' AND f."estado" = 'pendiente'
  AND older."kind" = 'report' AND older."estado" = 'pendiente'
  AND older."receptor_id" = f."receptor_id" AND older."emisor_id" = f."emisor_id"
  AND (older."created_at", older."id") < (f."created_at", f."id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_flags_open_report_key" ON "moderation_flags" USING btree ("receptor_id","emisor_id") WHERE "moderation_flags"."kind" = 'report' and "moderation_flags"."estado" = 'pendiente';

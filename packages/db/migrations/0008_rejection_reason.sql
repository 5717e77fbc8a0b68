-- Why an application was rejected (DECISIONS §14, ADR 0014): when a covered class reopens, only
-- the applications closed because another instructor was accepted go back to pendiente. The free
-- `motivo` text stays as it was; rows already rejected are classified from its codes.
CREATE TYPE "public"."rejection_reason" AS ENUM('gimnasio', 'oferta_cubierta', 'oferta_cancelada', 'expirada');--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD COLUMN "motivo_rechazo" "rejection_reason";--> statement-breakpoint
UPDATE "aplicaciones" SET "motivo_rechazo" = CASE "motivo"
    WHEN 'otro_instructor' THEN 'oferta_cubierta'::"rejection_reason"
    WHEN 'cancelada' THEN 'oferta_cancelada'::"rejection_reason"
    WHEN 'Cuenta eliminada' THEN 'oferta_cancelada'::"rejection_reason"
    WHEN 'expirada' THEN 'expirada'::"rejection_reason"
    ELSE 'gimnasio'::"rejection_reason"
  END
WHERE "estado" = 'rechazada';--> statement-breakpoint
ALTER TABLE "aplicaciones" ADD CONSTRAINT "aplicaciones_motivo_rechazo_check" CHECK (("estado" = 'rechazada') = ("motivo_rechazo" IS NOT NULL));

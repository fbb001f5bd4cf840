ALTER TABLE "score_audit" ADD COLUMN "recogida_antes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "score_audit" ADD COLUMN "recogida_despues" boolean DEFAULT false NOT NULL;
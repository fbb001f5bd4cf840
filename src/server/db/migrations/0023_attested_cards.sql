CREATE TYPE "public"."validacion_tarjetas" AS ENUM('partida', 'marcador_jugador');--> statement-breakpoint
ALTER TABLE "score_audit" ALTER COLUMN "numero_hoyo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD COLUMN "marcador_participante_id" uuid;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD COLUMN "firma_marcador_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD COLUMN "firma_marcador_user_id" text;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD COLUMN "firma_jugador_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD COLUMN "firma_jugador_user_id" text;--> statement-breakpoint
ALTER TABLE "score_audit" ADD COLUMN "evento" text;--> statement-breakpoint
ALTER TABLE "torneos" ADD COLUMN "validacion" "validacion_tarjetas" DEFAULT 'partida' NOT NULL;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD CONSTRAINT "partidas_participantes_marcador_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("marcador_participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD CONSTRAINT "partidas_participantes_marcador_no_propio" CHECK ("partidas_participantes"."marcador_participante_id" is null or "partidas_participantes"."marcador_participante_id" <> "partidas_participantes"."participante_id");
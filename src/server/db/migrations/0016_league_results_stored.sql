ALTER TABLE "puntuaciones_liga" ADD COLUMN "resultado_lado" boolean;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD COLUMN "resultado_scratch" double precision;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD COLUMN "resultado_handicap" double precision;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD COLUMN "resultado_puntos_scratch" double precision;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD COLUMN "resultado_puntos_handicap" double precision;--> statement-breakpoint
CREATE INDEX "puntuaciones_liga_participante_idx" ON "puntuaciones_liga" USING btree ("participante_id");
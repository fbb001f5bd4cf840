CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "hoyos_tipo_salida" DROP CONSTRAINT "hoyos_tipo_salida_stroke_index";--> statement-breakpoint
ALTER TABLE "partidas_participantes" DROP CONSTRAINT "partidas_participantes_participante_id_unique";--> statement-breakpoint
ALTER TABLE "partidas_participantes" DROP CONSTRAINT "partidas_participantes_posicion";--> statement-breakpoint
ALTER TABLE "participantes_partida_personal" DROP CONSTRAINT "participantes_pp_jugador_o_invitado";--> statement-breakpoint
ALTER TABLE "partidas" DROP CONSTRAINT "partidas_personal_o_torneo";--> statement-breakpoint
ALTER TABLE "participantes_torneo" DROP CONSTRAINT "participantes_torneo_jugador_o_invitado";--> statement-breakpoint
ALTER TABLE "participantes_partida_personal" DROP CONSTRAINT "participantes_partida_personal_jugador_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "partidas" DROP CONSTRAINT "partidas_creador_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "resultados_hoyo_partida_personal" DROP CONSTRAINT "resultados_hoyo_partida_personal_participante_id_participantes_partida_personal_id_fk";
--> statement-breakpoint
ALTER TABLE "ligas_torneos" DROP CONSTRAINT "ligas_torneos_torneo_id_torneos_id_fk";
--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" DROP CONSTRAINT "puntuaciones_liga_liga_id_ligas_id_fk";
--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" DROP CONSTRAINT "puntuaciones_liga_torneo_id_torneos_id_fk";
--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" DROP CONSTRAINT "puntuaciones_liga_participante_id_participantes_torneo_id_fk";
--> statement-breakpoint
ALTER TABLE "participantes_torneo" DROP CONSTRAINT "participantes_torneo_jugador_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "resultados_hoyo" DROP CONSTRAINT "resultados_hoyo_participante_id_participantes_torneo_id_fk";
--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ALTER COLUMN "puntos_handicap" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ALTER COLUMN "puntos_scratch" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "torneos_puntos_configuracion" ALTER COLUMN "puntos" SET DATA TYPE numeric(8, 2);--> statement-breakpoint
ALTER TABLE "participantes_partida_personal" ADD COLUMN "nombre_jugador" text;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "nombre_jugador" text;--> statement-breakpoint
ALTER TABLE "torneos" ADD COLUMN "email_enviado_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participantes_partida_personal" ADD CONSTRAINT "participantes_partida_personal_jugador_id_profiles_id_fk" FOREIGN KEY ("jugador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas" ADD CONSTRAINT "partidas_creador_id_profiles_id_fk" FOREIGN KEY ("creador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_hoyo_partida_personal" ADD CONSTRAINT "resultados_hoyo_partida_personal_participante_id_participantes_partida_personal_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_partida_personal"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ligas_torneos" ADD CONSTRAINT "ligas_torneos_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DELETE FROM "puntuaciones_liga" p WHERE NOT EXISTS (SELECT 1 FROM "ligas_torneos" lt WHERE lt."liga_id" = p."liga_id" AND lt."torneo_id" = p."torneo_id");--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD CONSTRAINT "puntuaciones_liga_liga_torneo_fk" FOREIGN KEY ("liga_id","torneo_id") REFERENCES "public"."ligas_torneos"("liga_id","torneo_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD CONSTRAINT "puntuaciones_liga_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD CONSTRAINT "participantes_torneo_jugador_id_profiles_id_fk" FOREIGN KEY ("jugador_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_hoyo" ADD CONSTRAINT "resultados_hoyo_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partidas_participantes_partida_idx" ON "partidas_participantes" USING btree ("partida_id");--> statement-breakpoint
ALTER TABLE "participantes_partida_personal" ADD CONSTRAINT "participantes_pp_jugador_o_invitado" CHECK (("participantes_partida_personal"."es_invitado" and "participantes_partida_personal"."nombre_invitado" is not null and "participantes_partida_personal"."jugador_id" is null) or (not "participantes_partida_personal"."es_invitado" and ("participantes_partida_personal"."jugador_id" is not null or "participantes_partida_personal"."nombre_jugador" is not null)));--> statement-breakpoint
ALTER TABLE "partidas" ADD CONSTRAINT "partidas_personal_o_torneo" CHECK (("partidas"."es_partida_personal" and "partidas"."campo_id" is not null and "partidas"."torneo_id" is null) or (not "partidas"."es_partida_personal" and "partidas"."torneo_id" is not null));--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD CONSTRAINT "participantes_torneo_jugador_o_invitado" CHECK (("participantes_torneo"."es_invitado" and "participantes_torneo"."nombre_invitado" is not null and "participantes_torneo"."jugador_id" is null) or (not "participantes_torneo"."es_invitado" and ("participantes_torneo"."jugador_id" is not null or "participantes_torneo"."nombre_jugador" is not null)));--> statement-breakpoint
-- Written by hand (drizzle cannot declare them): unique constraints that an edit must be able to swap within one
-- transaction are DEFERRABLE INITIALLY DEFERRED (design.md §13).
ALTER TABLE "hoyos_tipo_salida" ADD CONSTRAINT "hoyos_tipo_salida_stroke_index" UNIQUE ("tipo_salida_id", "handicap") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD CONSTRAINT "partidas_participantes_participante_unique" UNIQUE ("participante_id") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD CONSTRAINT "partidas_participantes_posicion" UNIQUE ("partida_id", "posicion_grupo") DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
-- Names sorted for Spanish readers ('Álvaro' before 'Victoria', 'nube' before 'ñu'): an ICU collation both PostgreSQL
-- and PGlite have (PGlite's ICU data lacks the Spanish tailoring of ñ and falls back to the root order).
CREATE COLLATION IF NOT EXISTS "es" (provider = icu, locale = 'es');

CREATE TYPE "public"."estado_participante" AS ENUM('NP', 'RET', 'DESC');--> statement-breakpoint
CREATE TYPE "public"."forma_parejas" AS ENUM('mejor_bola', 'foursome', 'greensome');--> statement-breakpoint
ALTER TYPE "public"."metodo_desempate" ADD VALUE 'ultimos_hoyos';--> statement-breakpoint
ALTER TYPE "public"."modalidad" ADD VALUE 'stableford_individual';--> statement-breakpoint
ALTER TYPE "public"."modalidad" ADD VALUE 'stableford_parejas';--> statement-breakpoint
CREATE TABLE "parejas_torneo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"participante_1_id" uuid NOT NULL,
	"participante_2_id" uuid NOT NULL,
	"handicap_juego" double precision,
	"aceptada" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parejas_torneo_participante_1" UNIQUE("participante_1_id"),
	CONSTRAINT "parejas_torneo_participante_2" UNIQUE("participante_2_id"),
	CONSTRAINT "parejas_torneo_distintos" CHECK ("parejas_torneo"."participante_1_id" <> "parejas_torneo"."participante_2_id")
);
--> statement-breakpoint
ALTER TABLE "resultados_hoyo" DROP CONSTRAINT "resultados_hoyo_golpes_range";--> statement-breakpoint
ALTER TABLE "resultados_hoyo" ALTER COLUMN "golpes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "estado" "estado_participante";--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "motivo_estado" text;--> statement-breakpoint
ALTER TABLE "resultados_hoyo" ADD COLUMN "recogida" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "torneos" ADD COLUMN "forma_parejas" "forma_parejas";--> statement-breakpoint
-- Hand-written: the pairs tournaments created before pairs forms existed were played as mejor bola.
UPDATE "torneos" SET "forma_parejas" = 'mejor_bola' WHERE "modalidad"::text IN ('parejas_por_golpes', 'matchplay_parejas');--> statement-breakpoint
ALTER TABLE "parejas_torneo" ADD CONSTRAINT "parejas_torneo_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parejas_torneo" ADD CONSTRAINT "parejas_torneo_participante_1_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_1_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parejas_torneo" ADD CONSTRAINT "parejas_torneo_participante_2_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_2_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parejas_torneo_torneo_idx" ON "parejas_torneo" USING btree ("torneo_id");--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD CONSTRAINT "participantes_torneo_motivo_descalificado" CHECK ("participantes_torneo"."estado" is distinct from 'DESC' or "participantes_torneo"."motivo_estado" is not null);--> statement-breakpoint
ALTER TABLE "resultados_hoyo" ADD CONSTRAINT "resultados_hoyo_golpes_o_recogida" CHECK (("resultados_hoyo"."recogida" and "resultados_hoyo"."golpes" is null) or (not "resultados_hoyo"."recogida" and "resultados_hoyo"."golpes" is not null and "resultados_hoyo"."golpes" between 1 and 15));--> statement-breakpoint
ALTER TABLE "torneos" ADD CONSTRAINT "torneos_forma_parejas_modalidad" CHECK (("torneos"."modalidad"::text in ('parejas_por_golpes', 'stableford_parejas', 'matchplay_parejas')) = ("torneos"."forma_parejas" is not null));
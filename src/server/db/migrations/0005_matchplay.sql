CREATE TABLE "cuadro_rondas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"ronda" smallint NOT NULL,
	"fecha_limite" date,
	CONSTRAINT "cuadro_rondas_torneo_ronda" UNIQUE("torneo_id","ronda"),
	CONSTRAINT "cuadro_rondas_ronda_positiva" CHECK ("cuadro_rondas"."ronda" >= 1)
);
--> statement-breakpoint
CREATE TABLE "cuadros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"modo" text NOT NULL,
	"rondas" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cuadros_torneo" UNIQUE("torneo_id"),
	CONSTRAINT "cuadros_modo_valido" CHECK ("cuadros"."modo" in ('handicap', 'sorteo')),
	CONSTRAINT "cuadros_rondas_positivas" CHECK ("cuadros"."rondas" >= 1)
);
--> statement-breakpoint
CREATE TABLE "partido_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partido_id" uuid NOT NULL,
	"actor_user_id" text NOT NULL,
	"accion" text NOT NULL,
	"antes" jsonb,
	"despues" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"ronda" smallint NOT NULL,
	"posicion" smallint NOT NULL,
	"lado_1_participante_id" uuid,
	"lado_2_participante_id" uuid,
	"partida_id" uuid,
	"fecha" date,
	"hora" time,
	"ganador" smallint,
	"origen_resultado" text,
	"resultado" text,
	"concedido_por" smallint,
	"tarjeta" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partidos_partida" UNIQUE("partida_id"),
	CONSTRAINT "partidos_torneo_ronda_posicion" UNIQUE("torneo_id","ronda","posicion"),
	CONSTRAINT "partidos_ronda_positiva" CHECK ("partidos"."ronda" >= 1 and "partidos"."posicion" >= 1),
	CONSTRAINT "partidos_ganador_valido" CHECK ("partidos"."ganador" is null or "partidos"."ganador" in (0, 1, 2)),
	CONSTRAINT "partidos_concedido_por_valido" CHECK ("partidos"."concedido_por" is null or "partidos"."concedido_por" in (1, 2)),
	CONSTRAINT "partidos_origen_valido" CHECK ("partidos"."origen_resultado" is null or "partidos"."origen_resultado" in ('tarjeta', 'directo', 'no_presentado', 'exento', 'concedido')),
	CONSTRAINT "partidos_lados_distintos" CHECK ("partidos"."lado_1_participante_id" is null or "partidos"."lado_1_participante_id" is distinct from "partidos"."lado_2_participante_id")
);
--> statement-breakpoint
CREATE TABLE "partidos_hoyos_concedidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partido_id" uuid NOT NULL,
	"numero_hoyo" smallint NOT NULL,
	"concedido_por" smallint NOT NULL,
	CONSTRAINT "partidos_hoyos_concedidos_hoyo" UNIQUE("partido_id","numero_hoyo"),
	CONSTRAINT "partidos_hoyos_concedidos_numero" CHECK ("partidos_hoyos_concedidos"."numero_hoyo" between 1 and 18),
	CONSTRAINT "partidos_hoyos_concedidos_lado" CHECK ("partidos_hoyos_concedidos"."concedido_por" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "partidos_hoyos_extra" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partido_id" uuid NOT NULL,
	"numero_hoyo" smallint NOT NULL,
	"ganador" smallint NOT NULL,
	CONSTRAINT "partidos_hoyos_extra_hoyo" UNIQUE("partido_id","numero_hoyo"),
	CONSTRAINT "partidos_hoyos_extra_numero" CHECK ("partidos_hoyos_extra"."numero_hoyo" >= 19),
	CONSTRAINT "partidos_hoyos_extra_ganador" CHECK ("partidos_hoyos_extra"."ganador" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "cuadro_rondas" ADD CONSTRAINT "cuadro_rondas_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cuadros" ADD CONSTRAINT "cuadros_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partido_audit" ADD CONSTRAINT "partido_audit_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_lado_1_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("lado_1_participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_lado_2_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("lado_2_participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_partida_id_partidas_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."partidas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos_hoyos_concedidos" ADD CONSTRAINT "partidos_hoyos_concedidos_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidos_hoyos_extra" ADD CONSTRAINT "partidos_hoyos_extra_partido_id_partidos_id_fk" FOREIGN KEY ("partido_id") REFERENCES "public"."partidos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partido_audit_partido_idx" ON "partido_audit" USING btree ("partido_id");--> statement-breakpoint
CREATE INDEX "partidos_lado_1_idx" ON "partidos" USING btree ("lado_1_participante_id");--> statement-breakpoint
CREATE INDEX "partidos_lado_2_idx" ON "partidos" USING btree ("lado_2_participante_id");
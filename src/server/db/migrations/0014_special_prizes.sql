CREATE TYPE "public"."tipo_premio" AS ENUM('bola_mas_cercana', 'drive_mas_largo', 'otro');--> statement-breakpoint
CREATE TABLE "premios_especiales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"tipo" "tipo_premio" NOT NULL,
	"nombre" text NOT NULL,
	"numero_hoyo" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premios_especiales_tipo_hoyo" UNIQUE("torneo_id","tipo","numero_hoyo"),
	CONSTRAINT "premios_especiales_hoyo_range" CHECK ("premios_especiales"."numero_hoyo" is null or "premios_especiales"."numero_hoyo" between 1 and 18),
	CONSTRAINT "premios_especiales_hoyo_requerido" CHECK ("premios_especiales"."tipo"::text = 'otro' or "premios_especiales"."numero_hoyo" is not null),
	CONSTRAINT "premios_especiales_nombre_not_blank" CHECK (length(trim("premios_especiales"."nombre")) > 0)
);
--> statement-breakpoint
CREATE TABLE "premios_especiales_registros" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"premio_id" uuid NOT NULL,
	"participante_id" uuid,
	"ganador_nombre" text NOT NULL,
	"distancia_cm" integer,
	"registrado_por" text,
	"registrado_por_nombre" text NOT NULL,
	"registrado_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premios_especiales_registros_distancia_range" CHECK ("premios_especiales_registros"."distancia_cm" is null or "premios_especiales_registros"."distancia_cm" between 0 and 50000)
);
--> statement-breakpoint
ALTER TABLE "premios_especiales" ADD CONSTRAINT "premios_especiales_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premios_especiales_registros" ADD CONSTRAINT "premios_especiales_registros_premio_id_premios_especiales_id_fk" FOREIGN KEY ("premio_id") REFERENCES "public"."premios_especiales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premios_especiales_registros" ADD CONSTRAINT "premios_especiales_registros_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premios_especiales_registros" ADD CONSTRAINT "premios_especiales_registros_registrado_por_user_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "premios_especiales_torneo_idx" ON "premios_especiales" USING btree ("torneo_id");--> statement-breakpoint
CREATE INDEX "premios_especiales_registros_premio_idx" ON "premios_especiales_registros" USING btree ("premio_id","id");
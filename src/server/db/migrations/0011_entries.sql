CREATE TABLE "lista_espera" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"jugador_id" uuid NOT NULL,
	"orden" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lista_espera_jugador" UNIQUE("torneo_id","jugador_id")
);
--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "pagado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "torneos" ADD COLUMN "cierre_inscripcion" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "torneos" ADD COLUMN "plazas" integer;--> statement-breakpoint
ALTER TABLE "torneos" ADD COLUMN "cuota_centimos" integer;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lista_espera" ADD CONSTRAINT "lista_espera_jugador_id_profiles_id_fk" FOREIGN KEY ("jugador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lista_espera_torneo_orden_idx" ON "lista_espera" USING btree ("torneo_id","orden");--> statement-breakpoint
CREATE INDEX "lista_espera_jugador_idx" ON "lista_espera" USING btree ("jugador_id");--> statement-breakpoint
ALTER TABLE "torneos" ADD CONSTRAINT "torneos_plazas_range" CHECK ("torneos"."plazas" is null or "torneos"."plazas" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "torneos" ADD CONSTRAINT "torneos_cuota_range" CHECK ("torneos"."cuota_centimos" is null or "torneos"."cuota_centimos" between 0 and 100000);
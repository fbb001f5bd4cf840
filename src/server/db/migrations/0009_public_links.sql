CREATE TABLE "enlaces_publicos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid,
	"liga_id" uuid,
	"token" text,
	"nombres" text DEFAULT 'inicial' NOT NULL,
	"ocultar_clasificacion" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enlaces_publicos_torneo_id_unique" UNIQUE("torneo_id"),
	CONSTRAINT "enlaces_publicos_liga_id_unique" UNIQUE("liga_id"),
	CONSTRAINT "enlaces_publicos_token_unique" UNIQUE("token"),
	CONSTRAINT "enlaces_publicos_uno" CHECK (("enlaces_publicos"."torneo_id" is null) <> ("enlaces_publicos"."liga_id" is null)),
	CONSTRAINT "enlaces_publicos_nombres" CHECK ("enlaces_publicos"."nombres" in ('inicial', 'completo'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ocultar_nombre_publico" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enlaces_publicos" ADD CONSTRAINT "enlaces_publicos_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enlaces_publicos" ADD CONSTRAINT "enlaces_publicos_liga_id_ligas_id_fk" FOREIGN KEY ("liga_id") REFERENCES "public"."ligas"("id") ON DELETE cascade ON UPDATE no action;
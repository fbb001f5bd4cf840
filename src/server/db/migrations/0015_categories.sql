CREATE TABLE "categorias_torneo" (
	"torneo_id" uuid PRIMARY KEY NOT NULL,
	"no_acumulables" boolean DEFAULT true NOT NULL,
	"categorias" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categorias_torneo" ADD CONSTRAINT "categorias_torneo_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;
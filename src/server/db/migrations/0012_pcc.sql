CREATE TYPE "public"."indice_handicap" AS ENUM('oficial', 'pena');--> statement-breakpoint
CREATE TABLE "pcc_campo_dia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campo_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"pcc" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pcc_campo_dia_campo_fecha" UNIQUE("campo_id","fecha"),
	CONSTRAINT "pcc_campo_dia_range" CHECK ("pcc_campo_dia"."pcc" >= -1 and "pcc_campo_dia"."pcc" <= 3)
);
--> statement-breakpoint
ALTER TABLE "partidas" ADD COLUMN "valida_para_handicap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "torneos" ADD COLUMN "indice_handicap" "indice_handicap" DEFAULT 'oficial' NOT NULL;--> statement-breakpoint
ALTER TABLE "pcc_campo_dia" ADD CONSTRAINT "pcc_campo_dia_campo_id_campos_golf_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."campos_golf"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "invitaciones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"jugador_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"creada_por" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_en" timestamp with time zone NOT NULL,
	"usada_en" timestamp with time zone,
	"usuario_id" text,
	"anulada_en" timestamp with time zone,
	CONSTRAINT "invitaciones_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_jugador_id_profiles_id_fk" FOREIGN KEY ("jugador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_creada_por_user_id_fk" FOREIGN KEY ("creada_por") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitaciones" ADD CONSTRAINT "invitaciones_usuario_id_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitaciones_jugador" ON "invitaciones" USING btree ("jugador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitaciones_una_abierta" ON "invitaciones" USING btree ("jugador_id") WHERE "invitaciones"."usada_en" is null and "invitaciones"."anulada_en" is null;
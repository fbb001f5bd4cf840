CREATE TABLE "calendario_tokens" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendario_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "partidas" ADD COLUMN "hoyo_salida" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendario_tokens" ADD CONSTRAINT "calendario_tokens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas" ADD CONSTRAINT "partidas_hoyo_salida" CHECK ("partidas"."hoyo_salida" between 1 and 18);
CREATE TABLE "pantallas_club" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pantallas_club_token_unique" UNIQUE("token"),
	CONSTRAINT "pantallas_club_nombre" CHECK (char_length("pantallas_club"."nombre") between 1 and 60)
);

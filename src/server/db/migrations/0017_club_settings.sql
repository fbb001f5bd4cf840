CREATE TABLE "club_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"nombre" text,
	"logo_url" text,
	"metodo_desempate" "metodo_desempate",
	"reductor_handicap" integer,
	"cierre_dias_antes" smallint,
	"cierre_hora" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_settings_single_row" CHECK ("club_settings"."id" = 1),
	CONSTRAINT "club_settings_reductor_range" CHECK ("club_settings"."reductor_handicap" between 0 and 200),
	CONSTRAINT "club_settings_cierre_dias_range" CHECK ("club_settings"."cierre_dias_antes" between 0 and 60)
);

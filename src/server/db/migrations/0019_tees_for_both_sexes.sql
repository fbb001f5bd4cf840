ALTER TABLE "hoyos_tipo_salida" ADD COLUMN "par_damas" smallint;--> statement-breakpoint
ALTER TABLE "hoyos_tipo_salida" ADD COLUMN "handicap_damas" smallint;--> statement-breakpoint
ALTER TABLE "hoyos_tipo_salida" ADD COLUMN "metros" smallint;--> statement-breakpoint
ALTER TABLE "tipos_salida" ADD COLUMN "slope_damas" integer;--> statement-breakpoint
ALTER TABLE "tipos_salida" ADD COLUMN "course_rating_damas" double precision;--> statement-breakpoint
ALTER TABLE "hoyos_tipo_salida" ADD CONSTRAINT "hoyos_par_damas_range" CHECK ("hoyos_tipo_salida"."par_damas" is null or "hoyos_tipo_salida"."par_damas" between 3 and 5);--> statement-breakpoint
ALTER TABLE "hoyos_tipo_salida" ADD CONSTRAINT "hoyos_stroke_index_damas_range" CHECK ("hoyos_tipo_salida"."handicap_damas" is null or "hoyos_tipo_salida"."handicap_damas" between 1 and 18);--> statement-breakpoint
ALTER TABLE "hoyos_tipo_salida" ADD CONSTRAINT "hoyos_metros_range" CHECK ("hoyos_tipo_salida"."metros" is null or "hoyos_tipo_salida"."metros" between 1 and 999);--> statement-breakpoint
ALTER TABLE "tipos_salida" ADD CONSTRAINT "tipos_salida_slope_damas_range" CHECK ("tipos_salida"."slope_damas" is null or "tipos_salida"."slope_damas" between 55 and 155);--> statement-breakpoint
ALTER TABLE "tipos_salida" ADD CONSTRAINT "tipos_salida_course_rating_damas_range" CHECK ("tipos_salida"."course_rating_damas" is null or ("tipos_salida"."slope_damas" is not null and "tipos_salida"."course_rating_damas" >= 60 and "tipos_salida"."course_rating_damas" <= 85));--> statement-breakpoint
-- Like 'Hcp Cab.', a women's stroke index is used once per tee, checked at commit so that a swap is one save.
ALTER TABLE "hoyos_tipo_salida" ADD CONSTRAINT "hoyos_tipo_salida_stroke_index_damas" UNIQUE ("tipo_salida_id", "handicap_damas") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
-- Existing tees keep their ratings for the sex that plays them: a tee some tournament gives to women has, until
-- now, been her rating, so it becomes its women's rating too (its pars and stroke indexes stay shared). Every
-- participant's frozen values (decision record 028) are untouched.
UPDATE "tipos_salida" SET "slope_damas" = "slope", "course_rating_damas" = "course_rating"
WHERE "id" IN (SELECT "tipo_salida_id" FROM "torneos_salidas" WHERE "sexo" = 'mujer');

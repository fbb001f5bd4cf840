CREATE TYPE "public"."handicap_origen" AS ENUM('congelado', 'derivado');--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "handicap_fijado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "indice_juego" double precision;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "salida_juego_id" uuid;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "salida_juego_nombre" text;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "slope_juego" integer;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "course_rating_juego" double precision;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "handicap_campo" double precision;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD COLUMN "handicap_origen" "handicap_origen";--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD CONSTRAINT "participantes_torneo_salida_juego_id_tipos_salida_id_fk" FOREIGN KEY ("salida_juego_id") REFERENCES "public"."tipos_salida"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What each participant played off, derived from the data there is (decision record 028): the index is the guest's
-- or the player's current one; the tee is that of their sex in the tournament (the men's without a sex or when the
-- tournament has none for it, else its only one), with its rating. The course handicap is left unknown: the golf
-- arithmetic lives in the application, and the app fills it at the next recompute of a tournament not started.
WITH tee AS (
  SELECT p.id AS participante_id, ts.id AS salida_id, ts.nombre, ts.slope, ts.course_rating,
    row_number() OVER (
      PARTITION BY p.id
      ORDER BY (s.sexo = coalesce(CASE WHEN p.es_invitado THEN p.sexo_invitado ELSE pr.sexo END, 'hombre')) DESC,
        (s.sexo = 'hombre') DESC
    ) AS n
  FROM "participantes_torneo" p
  LEFT JOIN "profiles" pr ON pr.id = p.jugador_id
  JOIN "torneos_salidas" s ON s.torneo_id = p.torneo_id
  JOIN "tipos_salida" ts ON ts.id = s.tipo_salida_id
)
UPDATE "participantes_torneo" p SET
  indice_juego = CASE WHEN p.es_invitado THEN p.handicap_invitado ELSE pr.handicap END,
  salida_juego_id = tee.salida_id,
  salida_juego_nombre = tee.nombre,
  slope_juego = tee.slope,
  course_rating_juego = tee.course_rating
FROM "participantes_torneo" p0
LEFT JOIN "profiles" pr ON pr.id = p0.jugador_id
LEFT JOIN tee ON tee.participante_id = p0.id AND tee.n = 1
WHERE p0.id = p.id;
--> statement-breakpoint
-- A tournament that has started (results, or its day over) keeps them, marked as derived.
UPDATE "participantes_torneo" p SET handicap_origen = 'derivado'
WHERE EXISTS (SELECT 1 FROM "torneos" t WHERE t.id = p.torneo_id AND t.fecha_juego < current_date)
  OR EXISTS (
    SELECT 1 FROM "resultados_hoyo" r JOIN "participantes_torneo" q ON q.id = r.participante_id
    WHERE q.torneo_id = p.torneo_id
  );
--> statement-breakpoint
-- The first stroke of a tournament freezes what each of its participants plays off: from then on a change of a
-- player's index or sex no longer changes it (the application reads `handicap_origen`).
CREATE FUNCTION "congelar_handicaps_de_juego"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "participantes_torneo" p SET handicap_origen = 'congelado'
  WHERE p.handicap_origen IS NULL
    AND p.torneo_id = (SELECT q.torneo_id FROM "participantes_torneo" q WHERE q.id = NEW.participante_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "resultados_hoyo_congelar_handicaps" AFTER INSERT ON "resultados_hoyo"
FOR EACH ROW EXECUTE FUNCTION "congelar_handicaps_de_juego"();

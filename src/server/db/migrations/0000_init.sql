CREATE TYPE "public"."sexo" AS ENUM('hombre', 'mujer');--> statement-breakpoint
CREATE TYPE "public"."tramo_edad" AS ENUM('infantil', 'general', 'senior');--> statement-breakpoint
CREATE TYPE "public"."metodo_desempate" AS ENUM('puntuacion_media', 'desempate_handicap');--> statement-breakpoint
CREATE TYPE "public"."modalidad" AS ENUM('individual_por_golpes', 'matchplay_individual', 'matchplay_parejas', 'parejas_por_golpes');--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campos_golf" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"ubicacion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campos_golf_nombre_not_blank" CHECK (length(trim("campos_golf"."nombre")) > 0)
);
--> statement-breakpoint
CREATE TABLE "hoyos_tipo_salida" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo_salida_id" uuid NOT NULL,
	"numero_hoyo" smallint NOT NULL,
	"par" smallint DEFAULT 4 NOT NULL,
	"handicap" smallint,
	CONSTRAINT "hoyos_tipo_salida_hoyo" UNIQUE("tipo_salida_id","numero_hoyo"),
	CONSTRAINT "hoyos_tipo_salida_stroke_index" UNIQUE("tipo_salida_id","handicap"),
	CONSTRAINT "hoyos_numero_range" CHECK ("hoyos_tipo_salida"."numero_hoyo" between 1 and 18),
	CONSTRAINT "hoyos_par_range" CHECK ("hoyos_tipo_salida"."par" between 3 and 5),
	CONSTRAINT "hoyos_stroke_index_range" CHECK ("hoyos_tipo_salida"."handicap" is null or "hoyos_tipo_salida"."handicap" between 1 and 18)
);
--> statement-breakpoint
CREATE TABLE "tipos_salida" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campo_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"slope" integer NOT NULL,
	"course_rating" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_salida_slope_range" CHECK ("tipos_salida"."slope" between 55 and 155),
	CONSTRAINT "tipos_salida_course_rating_range" CHECK ("tipos_salida"."course_rating" is null or ("tipos_salida"."course_rating" >= 60 and "tipos_salida"."course_rating" <= 80))
);
--> statement-breakpoint
CREATE TABLE "participantes_partida_personal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partida_id" uuid NOT NULL,
	"jugador_id" uuid,
	"es_invitado" boolean DEFAULT false NOT NULL,
	"nombre_invitado" text,
	"handicap_invitado" double precision,
	"sexo_invitado" "sexo",
	"handicap_partida" double precision,
	"orden" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "participantes_partida_personal_jugador" UNIQUE("partida_id","jugador_id"),
	CONSTRAINT "participantes_pp_jugador_o_invitado" CHECK (("participantes_partida_personal"."es_invitado" and "participantes_partida_personal"."nombre_invitado" is not null and "participantes_partida_personal"."jugador_id" is null) or (not "participantes_partida_personal"."es_invitado" and "participantes_partida_personal"."jugador_id" is not null)),
	CONSTRAINT "participantes_pp_handicap_range" CHECK (("participantes_partida_personal"."handicap_invitado" is null or ("participantes_partida_personal"."handicap_invitado" >= -10 and "participantes_partida_personal"."handicap_invitado" <= 54)) and ("participantes_partida_personal"."handicap_partida" is null or ("participantes_partida_personal"."handicap_partida" >= -20 and "participantes_partida_personal"."handicap_partida" <= 80)))
);
--> statement-breakpoint
CREATE TABLE "partidas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid,
	"nombre" text NOT NULL,
	"fecha_juego" date NOT NULL,
	"hora_salida" time NOT NULL,
	"orden_salida" integer DEFAULT 1 NOT NULL,
	"validada" boolean DEFAULT false NOT NULL,
	"validada_at" timestamp with time zone,
	"es_partida_personal" boolean DEFAULT false NOT NULL,
	"campo_id" uuid,
	"creador_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partidas_personal_o_torneo" CHECK (("partidas"."es_partida_personal" and "partidas"."creador_id" is not null and "partidas"."campo_id" is not null and "partidas"."torneo_id" is null) or (not "partidas"."es_partida_personal" and "partidas"."torneo_id" is not null)),
	CONSTRAINT "partidas_orden_positivo" CHECK ("partidas"."orden_salida" >= 1),
	CONSTRAINT "partidas_nombre_not_blank" CHECK (length(trim("partidas"."nombre")) > 0)
);
--> statement-breakpoint
CREATE TABLE "partidas_participantes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partida_id" uuid NOT NULL,
	"participante_id" uuid NOT NULL,
	"posicion_grupo" smallint NOT NULL,
	CONSTRAINT "partidas_participantes_participante_id_unique" UNIQUE("participante_id"),
	CONSTRAINT "partidas_participantes_posicion" UNIQUE("partida_id","posicion_grupo"),
	CONSTRAINT "partidas_participantes_posicion_range" CHECK ("partidas_participantes"."posicion_grupo" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "resultados_hoyo_partida_personal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participante_id" uuid NOT NULL,
	"numero_hoyo" smallint NOT NULL,
	"golpes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resultados_hoyo_pp_participante_hoyo" UNIQUE("participante_id","numero_hoyo"),
	CONSTRAINT "resultados_hoyo_pp_numero_range" CHECK ("resultados_hoyo_partida_personal"."numero_hoyo" between 1 and 18),
	CONSTRAINT "resultados_hoyo_pp_golpes_range" CHECK ("resultados_hoyo_partida_personal"."golpes" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "ligas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"activa" boolean DEFAULT true NOT NULL,
	"fecha_inicio" date,
	"fecha_fin" date,
	"sistema_puntuacion" text DEFAULT 'cervecita' NOT NULL,
	"numero_torneos_descartados" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ligas_descartados_no_negativo" CHECK ("ligas"."numero_torneos_descartados" >= 0),
	CONSTRAINT "ligas_sistema" CHECK ("ligas"."sistema_puntuacion" = 'cervecita' or "ligas"."sistema_puntuacion" like 'om\_%'),
	CONSTRAINT "ligas_fechas" CHECK ("ligas"."fecha_inicio" is null or "ligas"."fecha_fin" is null or "ligas"."fecha_inicio" <= "ligas"."fecha_fin")
);
--> statement-breakpoint
CREATE TABLE "ligas_torneos" (
	"liga_id" uuid NOT NULL,
	"torneo_id" uuid NOT NULL,
	"orden_torneo" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ligas_torneos_liga_id_torneo_id_pk" PRIMARY KEY("liga_id","torneo_id")
);
--> statement-breakpoint
CREATE TABLE "puntuaciones_liga" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"liga_id" uuid NOT NULL,
	"torneo_id" uuid NOT NULL,
	"participante_id" uuid NOT NULL,
	"posicion_handicap" integer,
	"posicion_scratch" integer,
	"puntos_handicap" double precision DEFAULT 0 NOT NULL,
	"puntos_scratch" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "puntuaciones_liga_participante" UNIQUE("liga_id","torneo_id","participante_id"),
	CONSTRAINT "puntuaciones_liga_no_negativos" CHECK ("puntuaciones_liga"."puntos_handicap" >= 0 and "puntuaciones_liga"."puntos_scratch" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"nombre" text NOT NULL,
	"telefono" text,
	"email" text,
	"fecha_nacimiento" date,
	"fecha_entrada_pena" date,
	"handicap" double precision,
	"sexo" "sexo",
	"tramo_edad" "tramo_edad",
	"numero_licencia_federativa" text,
	"profile_image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_handicap_range" CHECK ("profiles"."handicap" is null or ("profiles"."handicap" >= -10 and "profiles"."handicap" <= 54)),
	CONSTRAINT "profiles_nombre_not_blank" CHECK (length(trim("profiles"."nombre")) > 0)
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" in ('admin'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ambito" text NOT NULL,
	"partida_id" uuid NOT NULL,
	"participante_id" uuid NOT NULL,
	"numero_hoyo" smallint NOT NULL,
	"golpes_antes" smallint,
	"golpes_despues" smallint,
	"actor_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clasificaciones_torneo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"participante_id" uuid NOT NULL,
	"posicion" integer NOT NULL,
	"posicion_scratch" integer,
	"posicion_handicap" integer,
	CONSTRAINT "clasificaciones_torneo_participante" UNIQUE("torneo_id","participante_id"),
	CONSTRAINT "clasificaciones_posicion_positiva" CHECK ("clasificaciones_torneo"."posicion" >= 1)
);
--> statement-breakpoint
CREATE TABLE "participantes_torneo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"jugador_id" uuid,
	"handicap_torneo" double precision,
	"es_invitado" boolean DEFAULT false NOT NULL,
	"nombre_invitado" text,
	"sexo_invitado" "sexo",
	"handicap_invitado" double precision,
	"incluir_en_puntos" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participantes_torneo_jugador" UNIQUE("torneo_id","jugador_id"),
	CONSTRAINT "participantes_torneo_jugador_o_invitado" CHECK (("participantes_torneo"."es_invitado" and "participantes_torneo"."nombre_invitado" is not null and "participantes_torneo"."jugador_id" is null) or (not "participantes_torneo"."es_invitado" and "participantes_torneo"."jugador_id" is not null)),
	CONSTRAINT "participantes_torneo_handicap_invitado_range" CHECK ("participantes_torneo"."handicap_invitado" is null or ("participantes_torneo"."handicap_invitado" >= -10 and "participantes_torneo"."handicap_invitado" <= 54))
);
--> statement-breakpoint
CREATE TABLE "resultados_hoyo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participante_id" uuid NOT NULL,
	"numero_hoyo" smallint NOT NULL,
	"golpes" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resultados_hoyo_participante_hoyo" UNIQUE("participante_id","numero_hoyo"),
	CONSTRAINT "resultados_hoyo_numero_range" CHECK ("resultados_hoyo"."numero_hoyo" between 1 and 18),
	CONSTRAINT "resultados_hoyo_golpes_range" CHECK ("resultados_hoyo"."golpes" between 1 and 15)
);
--> statement-breakpoint
CREATE TABLE "resultados_torneo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participante_id" uuid NOT NULL,
	"golpes_brutos" integer NOT NULL,
	"golpes_netos" integer NOT NULL,
	CONSTRAINT "resultados_torneo_participante_id_unique" UNIQUE("participante_id"),
	CONSTRAINT "resultados_torneo_no_negativos" CHECK ("resultados_torneo"."golpes_brutos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "torneos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nombre" text NOT NULL,
	"fecha_juego" date NOT NULL,
	"campo_id" uuid NOT NULL,
	"modalidad" "modalidad" DEFAULT 'individual_por_golpes' NOT NULL,
	"metodo_desempate" "metodo_desempate" DEFAULT 'puntuacion_media' NOT NULL,
	"descripcion" text,
	"activo" boolean DEFAULT true NOT NULL,
	"limite_golpes_hoyo" smallint,
	"reductor_handicap" integer DEFAULT 100 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "torneos_reductor_range" CHECK ("torneos"."reductor_handicap" between 0 and 200),
	CONSTRAINT "torneos_limite_range" CHECK ("torneos"."limite_golpes_hoyo" is null or "torneos"."limite_golpes_hoyo" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "torneos_puntos_configuracion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"posicion" smallint NOT NULL,
	"puntos" double precision NOT NULL,
	CONSTRAINT "torneos_puntos_configuracion_posicion" UNIQUE("torneo_id","posicion"),
	CONSTRAINT "torneos_puntos_posicion_range" CHECK ("torneos_puntos_configuracion"."posicion" between 1 and 30),
	CONSTRAINT "torneos_puntos_no_negativos" CHECK ("torneos_puntos_configuracion"."puntos" >= 0)
);
--> statement-breakpoint
CREATE TABLE "torneos_salidas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"torneo_id" uuid NOT NULL,
	"sexo" "sexo" NOT NULL,
	"tipo_salida_id" uuid NOT NULL,
	CONSTRAINT "torneos_salidas_torneo_sexo" UNIQUE("torneo_id","sexo")
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hoyos_tipo_salida" ADD CONSTRAINT "hoyos_tipo_salida_tipo_salida_id_tipos_salida_id_fk" FOREIGN KEY ("tipo_salida_id") REFERENCES "public"."tipos_salida"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipos_salida" ADD CONSTRAINT "tipos_salida_campo_id_campos_golf_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."campos_golf"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participantes_partida_personal" ADD CONSTRAINT "participantes_partida_personal_partida_id_partidas_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."partidas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participantes_partida_personal" ADD CONSTRAINT "participantes_partida_personal_jugador_id_profiles_id_fk" FOREIGN KEY ("jugador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas" ADD CONSTRAINT "partidas_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas" ADD CONSTRAINT "partidas_campo_id_campos_golf_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."campos_golf"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas" ADD CONSTRAINT "partidas_creador_id_profiles_id_fk" FOREIGN KEY ("creador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD CONSTRAINT "partidas_participantes_partida_id_partidas_id_fk" FOREIGN KEY ("partida_id") REFERENCES "public"."partidas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partidas_participantes" ADD CONSTRAINT "partidas_participantes_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_hoyo_partida_personal" ADD CONSTRAINT "resultados_hoyo_partida_personal_participante_id_participantes_partida_personal_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_partida_personal"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ligas_torneos" ADD CONSTRAINT "ligas_torneos_liga_id_ligas_id_fk" FOREIGN KEY ("liga_id") REFERENCES "public"."ligas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ligas_torneos" ADD CONSTRAINT "ligas_torneos_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD CONSTRAINT "puntuaciones_liga_liga_id_ligas_id_fk" FOREIGN KEY ("liga_id") REFERENCES "public"."ligas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD CONSTRAINT "puntuaciones_liga_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puntuaciones_liga" ADD CONSTRAINT "puntuaciones_liga_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificaciones_torneo" ADD CONSTRAINT "clasificaciones_torneo_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clasificaciones_torneo" ADD CONSTRAINT "clasificaciones_torneo_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD CONSTRAINT "participantes_torneo_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participantes_torneo" ADD CONSTRAINT "participantes_torneo_jugador_id_profiles_id_fk" FOREIGN KEY ("jugador_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_hoyo" ADD CONSTRAINT "resultados_hoyo_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_torneo" ADD CONSTRAINT "resultados_torneo_participante_id_participantes_torneo_id_fk" FOREIGN KEY ("participante_id") REFERENCES "public"."participantes_torneo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torneos" ADD CONSTRAINT "torneos_campo_id_campos_golf_id_fk" FOREIGN KEY ("campo_id") REFERENCES "public"."campos_golf"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torneos_puntos_configuracion" ADD CONSTRAINT "torneos_puntos_configuracion_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torneos_salidas" ADD CONSTRAINT "torneos_salidas_torneo_id_torneos_id_fk" FOREIGN KEY ("torneo_id") REFERENCES "public"."torneos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torneos_salidas" ADD CONSTRAINT "torneos_salidas_tipo_salida_id_tipos_salida_id_fk" FOREIGN KEY ("tipo_salida_id") REFERENCES "public"."tipos_salida"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "participantes_pp_jugador_idx" ON "participantes_partida_personal" USING btree ("jugador_id");--> statement-breakpoint
CREATE INDEX "partidas_torneo_idx" ON "partidas" USING btree ("torneo_id");--> statement-breakpoint
CREATE INDEX "partidas_creador_idx" ON "partidas" USING btree ("creador_id");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");--> statement-breakpoint
CREATE INDEX "score_audit_partida_idx" ON "score_audit" USING btree ("partida_id");--> statement-breakpoint
CREATE INDEX "participantes_torneo_jugador_idx" ON "participantes_torneo" USING btree ("jugador_id");--> statement-breakpoint
CREATE INDEX "torneos_fecha_idx" ON "torneos" USING btree ("fecha_juego");
ALTER TABLE "club_settings" ADD COLUMN "categorias" jsonb;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "premios_especiales" jsonb;
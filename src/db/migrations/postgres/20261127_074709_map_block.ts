import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "maps_google_maps_api_key" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "maps_tile_url" varchar DEFAULT 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
  ALTER TABLE "site_settings" ADD COLUMN "maps_tile_attribution" varchar DEFAULT '© OpenStreetMap contributors';
  ALTER TABLE "site_settings" ADD COLUMN "maps_tile_attribution_url" varchar DEFAULT 'https://www.openstreetmap.org/copyright';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "maps_google_maps_api_key";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tile_url";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tile_attribution";
  ALTER TABLE "site_settings" DROP COLUMN "maps_tile_attribution_url";`)
}

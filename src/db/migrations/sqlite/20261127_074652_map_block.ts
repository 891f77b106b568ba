import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`maps_google_maps_api_key\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`maps_tile_url\` text DEFAULT 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`maps_tile_attribution\` text DEFAULT '© OpenStreetMap contributors';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`maps_tile_attribution_url\` text DEFAULT 'https://www.openstreetmap.org/copyright';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`maps_google_maps_api_key\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`maps_tile_url\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`maps_tile_attribution\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`maps_tile_attribution_url\`;`)
}

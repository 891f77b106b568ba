import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { BLOCK_JSON_COLUMNS, withBlockTimeZone } from '@/db/block-time-zone'

/**
 * Dates in Tbilisi time (`<name>_tz` beside events' start and end, posts' date, countdown blocks'
 * end), properties with drafts, their agent, and the site settings' property enquiry form. Existing
 * rows are backfilled: every date gets its zone (the admin converts only when it is there), every
 * listing is published with its first version, and the enquiry form is the one the site found by
 * its title before.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_properties_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_deal_type\` text DEFAULT 'sale',
  	\`version_status\` text DEFAULT 'available',
  	\`version_price_gel\` numeric,
  	\`version_price_usd\` numeric,
  	\`version_area\` numeric,
  	\`version_rooms\` numeric,
  	\`version_floor\` numeric,
  	\`version_district_id\` integer,
  	\`version_property_type_id\` integer,
  	\`version_location_latitude\` numeric,
  	\`version_location_longitude\` numeric,
  	\`version_agent_phone\` text,
  	\`version_agent_email\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_district_id\`) REFERENCES \`property_districts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_property_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_parent_idx\` ON \`_properties_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_slug_idx\` ON \`_properties_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_deal_type_idx\` ON \`_properties_v\` (\`version_deal_type\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_status_idx\` ON \`_properties_v\` (\`version_status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_district_idx\` ON \`_properties_v\` (\`version_district_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_property_type_idx\` ON \`_properties_v\` (\`version_property_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_updated_at_idx\` ON \`_properties_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version_created_at_idx\` ON \`_properties_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_version__status_idx\` ON \`_properties_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_created_at_idx\` ON \`_properties_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_updated_at_idx\` ON \`_properties_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_snapshot_idx\` ON \`_properties_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_published_locale_idx\` ON \`_properties_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_latest_idx\` ON \`_properties_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_autosave_idx\` ON \`_properties_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_locales\` (
  	\`version_title\` text,
  	\`version_address\` text,
  	\`version_description\` text,
  	\`version_agent_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_properties_v_locales_locale_parent_id_unique\` ON \`_properties_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_order_idx\` ON \`_properties_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_parent_idx\` ON \`_properties_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_path_idx\` ON \`_properties_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_rels_media_id_idx\` ON \`_properties_v_rels\` (\`media_id\`);`)
  // Rebuilding `properties` drops its table, and libsql enforces foreign keys inside the
  // migration's transaction (PRAGMA foreign_keys=OFF does nothing there): the drop would cascade
  // to the listings' translations and photos. Keep them aside and put them back.
  await db.run(sql`CREATE TABLE \`__keep_properties_locales\` AS SELECT * FROM \`properties_locales\`;`)
  await db.run(sql`CREATE TABLE \`__keep_properties_rels\` AS SELECT * FROM \`properties_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`deal_type\` text DEFAULT 'sale',
  	\`status\` text DEFAULT 'available',
  	\`price_gel\` numeric,
  	\`price_usd\` numeric,
  	\`area\` numeric,
  	\`rooms\` numeric,
  	\`floor\` numeric,
  	\`district_id\` integer,
  	\`property_type_id\` integer,
  	\`location_latitude\` numeric,
  	\`location_longitude\` numeric,
  	\`agent_phone\` text,
  	\`agent_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`district_id\`) REFERENCES \`property_districts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "slug", "deal_type", "status", "price_gel", "price_usd", "area", "rooms", "floor", "district_id", "property_type_id", "location_latitude", "location_longitude", "agent_phone", "agent_email", "updated_at", "created_at", "_status") SELECT "id", "slug", "deal_type", "status", "price_gel", "price_usd", "area", "rooms", "floor", "district_id", "property_type_id", "location_latitude", "location_longitude", NULL, NULL, "updated_at", "created_at", 'published' FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_slug_idx\` ON \`properties\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`properties_deal_type_idx\` ON \`properties\` (\`deal_type\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_district_idx\` ON \`properties\` (\`district_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_property_type_idx\` ON \`properties\` (\`property_type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`properties__status_idx\` ON \`properties\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties_locales\` (
  	\`title\` text,
  	\`address\` text,
  	\`description\` text,
  	\`agent_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_locales\`("title", "address", "description", "agent_name", "id", "_locale", "_parent_id") SELECT "title", "address", "description", NULL, "id", "_locale", "_parent_id" FROM \`__keep_properties_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_locales\` RENAME TO \`properties_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DELETE FROM \`properties_rels\`;`)
  await db.run(sql`INSERT INTO \`properties_rels\` SELECT * FROM \`__keep_properties_rels\`;`)
  await db.run(sql`DROP TABLE \`__keep_properties_locales\`;`)
  await db.run(sql`DROP TABLE \`__keep_properties_rels\`;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`publishedat_tz\` text DEFAULT 'Asia/Tbilisi';`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_publishedat_tz\` text DEFAULT 'Asia/Tbilisi';`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`startsat_tz\` text DEFAULT 'Asia/Tbilisi';`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`endsat_tz\` text DEFAULT 'Asia/Tbilisi';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`property_enquiry_form_id\` integer REFERENCES forms(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_property_enquiry_form_idx\` ON \`site_settings\` (\`property_enquiry_form_id\`);`)

  // Backfill. The zone columns' default filled the rows; the versions' and blocks' need writing.
  await db.run(sql`UPDATE \`posts\` SET \`publishedat_tz\` = 'Asia/Tbilisi' WHERE \`publishedat_tz\` IS NULL;`)
  await db.run(sql`UPDATE \`_posts_v\` SET \`version_publishedat_tz\` = 'Asia/Tbilisi' WHERE \`version_publishedat_tz\` IS NULL;`)
  await db.run(sql`UPDATE \`events\` SET \`startsat_tz\` = 'Asia/Tbilisi' WHERE \`startsat_tz\` IS NULL;`)
  await db.run(sql`UPDATE \`events\` SET \`endsat_tz\` = 'Asia/Tbilisi' WHERE \`endsat_tz\` IS NULL;`)
  for (const [table, column] of BLOCK_JSON_COLUMNS) {
    const rows = await db.all<{ id: number; value: unknown }>(
      sql`SELECT ${sql.identifier('id')}, ${sql.identifier(column)} AS ${sql.identifier('value')} FROM ${sql.identifier(table)}`,
    )
    for (const row of rows) {
      const next = withBlockTimeZone(row.value, 'countdown', 'endsAt', 'Asia/Tbilisi')
      if (next === null) continue
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${next as string} WHERE ${sql.identifier('id')} = ${row.id}`,
      )
    }
  }
  // Listings were public: each is published, with its published version (what drafts read).
  await db.run(sql`INSERT INTO \`_properties_v\` ("parent_id", "version_slug", "version_deal_type", "version_status", "version_price_gel", "version_price_usd", "version_area", "version_rooms", "version_floor", "version_district_id", "version_property_type_id", "version_location_latitude", "version_location_longitude", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "slug", "deal_type", "status", "price_gel", "price_usd", "area", "rooms", "floor", "district_id", "property_type_id", "location_latitude", "location_longitude", "updated_at", "created_at", 'published', "updated_at", "updated_at", 1, 0 FROM \`properties\` ORDER BY "id";`)
  await db.run(sql`INSERT INTO \`_properties_v_locales\` ("version_title", "version_address", "version_description", "_locale", "_parent_id") SELECT l."title", l."address", l."description", l."_locale", v."id" FROM \`properties_locales\` l JOIN \`_properties_v\` v ON v."parent_id" = l."_parent_id";`)
  await db.run(sql`INSERT INTO \`_properties_v_rels\` ("order", "parent_id", "path", "media_id") SELECT r."order", v."id", 'version.' || r."path", r."media_id" FROM \`properties_rels\` r JOIN \`_properties_v\` v ON v."parent_id" = r."parent_id";`)
  // The property pages found their enquiry form by this title; the setting names it now.
  await db.run(sql`UPDATE \`site_settings\` SET \`property_enquiry_form_id\` = (SELECT \`id\` FROM \`forms\` WHERE \`title\` = 'Property enquiry' ORDER BY \`id\` LIMIT 1);`)
  // The read index of 20261124_071500_read_indexes went with the rebuilt table; the versions'
  // translations are read by their parent the same way.
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`properties_locales_parent_idx\` ON \`properties_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_properties_v_locales_parent_idx\` ON \`_properties_v_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older schema has no drafts and shows every listing: a listing never published goes.
  await db.run(sql`DELETE FROM \`properties\` WHERE \`_status\` IS NOT 'published';`)
  // The rebuilt tables' children would go with them (foreign keys hold in the transaction).
  for (const table of ['site_settings_locales', 'site_settings_top_bar', 'properties_rels']) {
    await db.run(sql.raw(`CREATE TABLE \`__keep_${table}\` AS SELECT * FROM \`${table}\`;`))
  }
  await db.run(sql`CREATE TABLE \`__keep_properties_locales\` AS SELECT * FROM \`properties_locales\`;`)
  await db.run(sql`DROP TABLE \`_properties_v\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`logo_id\` integer,
  	\`header_style\` text DEFAULT '1' NOT NULL,
  	\`site_layout\` text DEFAULT '18' NOT NULL,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "logo_id", "header_style", "site_layout", "contact_phone", "contact_email", "updated_at", "created_at") SELECT "id", "logo_id", "header_style", "site_layout", "contact_phone", "contact_email", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`deal_type\` text DEFAULT 'sale' NOT NULL,
  	\`status\` text DEFAULT 'available' NOT NULL,
  	\`price_gel\` numeric,
  	\`price_usd\` numeric,
  	\`area\` numeric,
  	\`rooms\` numeric,
  	\`floor\` numeric,
  	\`district_id\` integer NOT NULL,
  	\`property_type_id\` integer NOT NULL,
  	\`location_latitude\` numeric,
  	\`location_longitude\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`district_id\`) REFERENCES \`property_districts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_type_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties\`("id", "slug", "deal_type", "status", "price_gel", "price_usd", "area", "rooms", "floor", "district_id", "property_type_id", "location_latitude", "location_longitude", "updated_at", "created_at") SELECT "id", "slug", "deal_type", "status", "price_gel", "price_usd", "area", "rooms", "floor", "district_id", "property_type_id", "location_latitude", "location_longitude", "updated_at", "created_at" FROM \`properties\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties\` RENAME TO \`properties\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_slug_idx\` ON \`properties\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`properties_deal_type_idx\` ON \`properties\` (\`deal_type\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_district_idx\` ON \`properties\` (\`district_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_property_type_idx\` ON \`properties\` (\`property_type_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_properties_locales\` (
  	\`title\` text NOT NULL,
  	\`address\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_properties_locales\`("title", "address", "description", "id", "_locale", "_parent_id") SELECT "title", "address", "description", "id", "_locale", "_parent_id" FROM \`__keep_properties_locales\`;`)
  await db.run(sql`DROP TABLE \`properties_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_properties_locales\` RENAME TO \`properties_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_locales_locale_parent_id_unique\` ON \`properties_locales\` (\`_locale\`,\`_parent_id\`);`)
  for (const table of ['site_settings_locales', 'site_settings_top_bar', 'properties_rels']) {
    await db.run(sql.raw(`DELETE FROM \`${table}\`;`))
    await db.run(sql.raw(`INSERT INTO \`${table}\` SELECT * FROM \`__keep_${table}\`;`))
    await db.run(sql.raw(`DROP TABLE \`__keep_${table}\`;`))
  }
  await db.run(sql`DROP TABLE \`__keep_properties_locales\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_publishedat_tz\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`startsat_tz\`;`)
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`endsat_tz\`;`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`properties_locales_parent_idx\` ON \`properties_locales\` (\`_parent_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_offices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_offices_order_idx\` ON \`site_settings_offices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_offices_parent_id_idx\` ON \`site_settings_offices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_offices_locales\` (
  	\`name\` text NOT NULL,
  	\`address\` text,
  	\`hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_offices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_offices_locales_locale_parent_id_unique\` ON \`site_settings_offices_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Translations are read by their row (tests/db/indexes.int.test.ts).
  await db.run(sql`CREATE INDEX \`site_settings_offices_locales_parent_idx\` ON \`site_settings_offices_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_offices\`;`)
  await db.run(sql`DROP TABLE \`site_settings_offices_locales\`;`)
}

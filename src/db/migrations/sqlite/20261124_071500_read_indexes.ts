import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Indexes Payload does not make, found by \`npm run bench:scale\`: every read of a
 * localized collection fetches each row's translations with \`WHERE _parent_id = row.id\`, and the
 * only index on a \`*_locales\` table leads with \`_locale\`, so each row scanned the whole table
 * (10,000 posts: a news page took 1 s, page 50 took 9 s, page 500 never answered). And the news
 * list (\`_status = 'published' ORDER BY published_at DESC, created_at DESC\`) sorted every post;
 * its index lets the database walk the order and skip to the page. tests/db/indexes.int.test.ts
 * fails when a new localized table lacks its index.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`pages_locales_parent_idx\` ON \`pages_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_pages_v_locales_parent_idx\` ON \`_pages_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`posts_locales_parent_idx\` ON \`posts_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_posts_v_locales_parent_idx\` ON \`_posts_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`categories_locales_parent_idx\` ON \`categories_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`tags_locales_parent_idx\` ON \`tags_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_locales_parent_idx\` ON \`media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`footer_locales_parent_idx\` ON \`footer_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`site_settings_locales_parent_idx\` ON \`site_settings_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`forms_locales_parent_idx\` ON \`forms_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`event_categories_locales_parent_idx\` ON \`event_categories_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`events_lessons_locales_parent_idx\` ON \`events_lessons_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`events_locales_parent_idx\` ON \`events_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`widget_areas_locales_parent_idx\` ON \`widget_areas_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_districts_locales_parent_idx\` ON \`property_districts_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`property_types_locales_parent_idx\` ON \`property_types_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`properties_locales_parent_idx\` ON \`properties_locales\` (\`_parent_id\`);`)
  await db.run(
    sql`CREATE INDEX IF NOT EXISTS \`posts_status_published_idx\` ON \`posts\` (\`_status\`, \`published_at\`, \`created_at\`);`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`pages_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_pages_v_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`posts_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`_posts_v_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`categories_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`tags_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`media_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`footer_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`site_settings_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`forms_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`event_categories_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`events_lessons_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`events_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`widget_areas_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`property_districts_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`property_types_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`properties_locales_parent_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`posts_status_published_idx\`;`)
}

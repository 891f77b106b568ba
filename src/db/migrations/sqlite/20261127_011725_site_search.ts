import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_index\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`source\` text NOT NULL,
  	\`doc_id\` numeric NOT NULL,
  	\`locale\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text,
  	\`text\` text,
  	\`title_terms\` text NOT NULL,
  	\`body_terms\` text NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_index_locale_idx\` ON \`search_index\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_index_updated_at_idx\` ON \`search_index\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_index_created_at_idx\` ON \`search_index\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`source_docId_locale_idx\` ON \`search_index\` (\`source\`,\`doc_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`search_index_id\` integer REFERENCES search_index(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  // What ranking reads of every row a query finds, in one index (rows hold kilobytes of text).
  await db.run(sql`CREATE INDEX \`search_index_rank_idx\` ON \`search_index\` (\`locale\`, \`date\`, \`url\`, \`title_terms\`);`)
  // Site search's full-text index (src/features/search/server/query.ts): an FTS5 table over the
  // rows' stored terms, kept by triggers (drizzle's schema cannot declare it; Payload never reads
  // or writes it).
  await db.run(sql`CREATE VIRTUAL TABLE \`search_index_fts\` USING fts5(
    \`title_terms\`, \`body_terms\`, content='search_index', content_rowid='id',
    tokenize='unicode61 remove_diacritics 0'
  );`)
  await db.run(sql`CREATE TRIGGER \`search_index_fts_insert\` AFTER INSERT ON \`search_index\` BEGIN
    INSERT INTO \`search_index_fts\`(rowid, \`title_terms\`, \`body_terms\`)
      VALUES (new.\`id\`, new.\`title_terms\`, new.\`body_terms\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_index_fts_delete\` AFTER DELETE ON \`search_index\` BEGIN
    INSERT INTO \`search_index_fts\`(\`search_index_fts\`, rowid, \`title_terms\`, \`body_terms\`)
      VALUES ('delete', old.\`id\`, old.\`title_terms\`, old.\`body_terms\`);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_index_fts_update\` AFTER UPDATE ON \`search_index\` BEGIN
    INSERT INTO \`search_index_fts\`(\`search_index_fts\`, rowid, \`title_terms\`, \`body_terms\`)
      VALUES ('delete', old.\`id\`, old.\`title_terms\`, old.\`body_terms\`);
    INSERT INTO \`search_index_fts\`(rowid, \`title_terms\`, \`body_terms\`)
      VALUES (new.\`id\`, new.\`title_terms\`, new.\`body_terms\`);
  END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_index_fts_insert\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_index_fts_delete\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_index_fts_update\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_index_fts\`;`)
  await db.run(sql`DROP TABLE \`search_index\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`media_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`submission_files_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`event_categories_id\` integer,
  	\`events_id\` integer,
  	\`event_members_id\` integer,
  	\`visitors_id\` integer,
  	\`newsletter_lists_id\` integer,
  	\`subscribers_id\` integer,
  	\`widget_areas_id\` integer,
  	\`property_districts_id\` integer,
  	\`property_types_id\` integer,
  	\`properties_id\` integer,
  	\`menus_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_categories_id\`) REFERENCES \`event_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_members_id\`) REFERENCES \`event_members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitors_id\`) REFERENCES \`visitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_lists_id\`) REFERENCES \`newsletter_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`widget_areas_id\`) REFERENCES \`widget_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_districts_id\`) REFERENCES \`property_districts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_types_id\`) REFERENCES \`property_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "mail_outbox_id", "event_categories_id", "events_id", "event_members_id", "visitors_id", "newsletter_lists_id", "subscribers_id", "widget_areas_id", "property_districts_id", "property_types_id", "properties_id", "menus_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "mail_outbox_id", "event_categories_id", "events_id", "event_members_id", "visitors_id", "newsletter_lists_id", "subscribers_id", "widget_areas_id", "property_districts_id", "property_types_id", "properties_id", "menus_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`event_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_members_id_idx\` ON \`payload_locked_documents_rels\` (\`event_members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitors_id_idx\` ON \`payload_locked_documents_rels\` (\`visitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_widget_areas_id_idx\` ON \`payload_locked_documents_rels\` (\`widget_areas_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_districts_id_idx\` ON \`payload_locked_documents_rels\` (\`property_districts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_types_id_idx\` ON \`payload_locked_documents_rels\` (\`property_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { headerNavToMenu, KEEP_MENU_AS_HEADER_NAV, RESTORE_HEADER_NAV } from '@/db/header-nav-menu'

/**
 * Menus (src/features/menus): the `menus` collection with drafts, nested items of each language
 * and mega panels, and the header's `mainMenu`. The header's own menu (`header.nav`) becomes the
 * published menu `main`, which the header names (src/db/header-nav-menu.ts); rolling back turns
 * the header's main menu into `header.nav` again.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`menus_items_children_flyout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`item_id\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_items_children_flyout_order_idx\` ON \`menus_items_children_flyout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_children_flyout_parent_id_idx\` ON \`menus_items_children_flyout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_children_flyout_locale_idx\` ON \`menus_items_children_flyout\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_children_flyout_item_id_idx\` ON \`menus_items_children_flyout\` (\`item_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`item_id\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_items_children_order_idx\` ON \`menus_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_children_parent_id_idx\` ON \`menus_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_children_locale_idx\` ON \`menus_items_children\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_children_item_id_idx\` ON \`menus_items_children\` (\`item_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`item_id\` numeric,
  	\`panel_width\` text DEFAULT 'container',
  	\`panel\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_items_order_idx\` ON \`menus_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_parent_id_idx\` ON \`menus_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_locale_idx\` ON \`menus_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_items_item_id_idx\` ON \`menus_items\` (\`item_id\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`opens_on\` text DEFAULT 'hover',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`menus_slug_idx\` ON \`menus\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`menus__status_idx\` ON \`menus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`menus_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`events_id\` integer,
  	\`properties_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_rels_order_idx\` ON \`menus_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_parent_idx\` ON \`menus_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_path_idx\` ON \`menus_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_locale_idx\` ON \`menus_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_pages_id_idx\` ON \`menus_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_posts_id_idx\` ON \`menus_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_events_id_idx\` ON \`menus_rels\` (\`events_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_properties_id_idx\` ON \`menus_rels\` (\`properties_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_rels_categories_id_idx\` ON \`menus_rels\` (\`categories_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_items_children_flyout\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`item_id\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_items_children\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_flyout_order_idx\` ON \`_menus_v_version_items_children_flyout\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_flyout_parent_id_idx\` ON \`_menus_v_version_items_children_flyout\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_flyout_locale_idx\` ON \`_menus_v_version_items_children_flyout\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_flyout_item_id_idx\` ON \`_menus_v_version_items_children_flyout\` (\`item_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_items_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`item_id\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_order_idx\` ON \`_menus_v_version_items_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_parent_id_idx\` ON \`_menus_v_version_items_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_locale_idx\` ON \`_menus_v_version_items_children\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_children_item_id_idx\` ON \`_menus_v_version_items_children\` (\`item_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`label\` text,
  	\`description\` text,
  	\`link_type\` text DEFAULT 'internal',
  	\`link_new_tab\` integer,
  	\`link_url\` text,
  	\`item_id\` numeric,
  	\`panel_width\` text DEFAULT 'container',
  	\`panel\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_order_idx\` ON \`_menus_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_parent_id_idx\` ON \`_menus_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_locale_idx\` ON \`_menus_v_version_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_items_item_id_idx\` ON \`_menus_v_version_items\` (\`item_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_opens_on\` text DEFAULT 'hover',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_parent_idx\` ON \`_menus_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_slug_idx\` ON \`_menus_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_updated_at_idx\` ON \`_menus_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_created_at_idx\` ON \`_menus_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version__status_idx\` ON \`_menus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_snapshot_idx\` ON \`_menus_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_published_locale_idx\` ON \`_menus_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_latest_idx\` ON \`_menus_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_autosave_idx\` ON \`_menus_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`events_id\` integer,
  	\`properties_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_order_idx\` ON \`_menus_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_parent_idx\` ON \`_menus_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_path_idx\` ON \`_menus_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_locale_idx\` ON \`_menus_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_pages_id_idx\` ON \`_menus_v_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_posts_id_idx\` ON \`_menus_v_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_events_id_idx\` ON \`_menus_v_rels\` (\`events_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_properties_id_idx\` ON \`_menus_v_rels\` (\`properties_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_rels_categories_id_idx\` ON \`_menus_v_rels\` (\`categories_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`menus_id\` integer REFERENCES menus(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`main_menu_id\` integer REFERENCES menus(id);`)
  await db.run(sql`CREATE INDEX \`header_main_menu_idx\` ON \`header\` (\`main_menu_id\`);`)
  for (const statement of headerNavToMenu(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`)) {
    await db.run(sql.raw(statement))
  }
  await db.run(sql`DROP TABLE \`header_nav_children\`;`)
  await db.run(sql`DROP TABLE \`header_nav\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`header_nav_children\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_nav\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_children_order_idx\` ON \`header_nav_children\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_children_parent_id_idx\` ON \`header_nav_children\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_children_locale_idx\` ON \`header_nav_children\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`header_nav\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`href\` text NOT NULL,
  	\`mega_menu\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_nav_order_idx\` ON \`header_nav\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_parent_id_idx\` ON \`header_nav\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_nav_locale_idx\` ON \`header_nav\` (\`_locale\`);`)
  for (const statement of KEEP_MENU_AS_HEADER_NAV) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`menus_items_children_flyout\`;`)
  await db.run(sql`DROP TABLE \`menus_items_children\`;`)
  await db.run(sql`DROP TABLE \`menus_items\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus_rels\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items_children_flyout\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items_children\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_rels\`;`)
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "mail_outbox_id", "event_categories_id", "events_id", "event_members_id", "visitors_id", "newsletter_lists_id", "subscribers_id", "widget_areas_id", "property_districts_id", "property_types_id", "properties_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "mail_outbox_id", "event_categories_id", "events_id", "event_members_id", "visitors_id", "newsletter_lists_id", "subscribers_id", "widget_areas_id", "property_districts_id", "property_types_id", "properties_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header\`("id", "updated_at", "created_at") SELECT "id", "updated_at", "created_at" FROM \`header\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`ALTER TABLE \`__new_header\` RENAME TO \`header\`;`)
  for (const statement of RESTORE_HEADER_NAV) await db.run(sql.raw(statement))
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`popups_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_languages_order_idx\` ON \`popups_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_languages_parent_idx\` ON \`popups_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_rules_sources_sources\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rules_sources_sources_order_idx\` ON \`popups_rules_sources_sources\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rules_sources_sources_parent_idx\` ON \`popups_rules_sources_sources\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_rules_logged_in_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rules_logged_in_roles_order_idx\` ON \`popups_rules_logged_in_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rules_logged_in_roles_parent_idx\` ON \`popups_rules_logged_in_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_rules_devices_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rules_devices_devices_order_idx\` ON \`popups_rules_devices_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rules_devices_devices_parent_idx\` ON \`popups_rules_devices_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_rules_browsers_browsers\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rules_browsers_browsers_order_idx\` ON \`popups_rules_browsers_browsers\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rules_browsers_browsers_parent_idx\` ON \`popups_rules_browsers_browsers\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_where_collections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_where_collections_order_idx\` ON \`popups_where_collections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_where_collections_parent_idx\` ON \`popups_where_collections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_where_paths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`pattern\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_where_paths_order_idx\` ON \`popups_where_paths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`popups_where_paths_parent_id_idx\` ON \`popups_where_paths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`rules_page_views_enabled\` integer,
  	\`rules_page_views_views\` numeric DEFAULT 3,
  	\`rules_sessions_enabled\` integer,
  	\`rules_sessions_sessions\` numeric DEFAULT 2,
  	\`rules_url_enabled\` integer,
  	\`rules_url_action\` text DEFAULT 'contains',
  	\`rules_url_url\` text,
  	\`rules_sources_enabled\` integer,
  	\`rules_logged_in_enabled\` integer,
  	\`rules_logged_in_users\` text DEFAULT 'all',
  	\`rules_devices_enabled\` integer,
  	\`rules_times_enabled\` integer,
  	\`rules_times_times\` numeric DEFAULT 1,
  	\`rules_times_period\` text DEFAULT 'week',
  	\`rules_browsers_enabled\` integer,
  	\`rules_schedule_enabled\` integer,
  	\`rules_schedule_from\` text,
  	\`rules_schedule_from_tz\` text DEFAULT 'Asia/Tbilisi',
  	\`rules_schedule_to\` text,
  	\`rules_schedule_to_tz\` text DEFAULT 'Asia/Tbilisi',
  	\`rules_schedule_time_zone\` text DEFAULT 'Asia/Tbilisi',
  	\`triggers_page_load_enabled\` integer,
  	\`triggers_page_load_delay\` numeric,
  	\`triggers_scrolling_enabled\` integer,
  	\`triggers_scrolling_direction\` text DEFAULT 'down',
  	\`triggers_scrolling_offset\` numeric DEFAULT 50,
  	\`triggers_scrolling_to_enabled\` integer,
  	\`triggers_scrolling_to_selector\` text,
  	\`triggers_click_enabled\` integer,
  	\`triggers_click_times\` numeric DEFAULT 1,
  	\`triggers_click_selector\` text,
  	\`triggers_inactivity_enabled\` integer,
  	\`triggers_inactivity_time\` numeric DEFAULT 30,
  	\`triggers_exit_intent_enabled\` integer,
  	\`triggers_adblock_detection_enabled\` integer,
  	\`triggers_adblock_detection_delay\` numeric,
  	\`behaviour_entrance_animation\` text DEFAULT 'fadeIn',
  	\`behaviour_exit_animation\` text DEFAULT 'fadeOut',
  	\`behaviour_close_button_position\` text DEFAULT 'inside',
  	\`behaviour_close_button_delay\` numeric,
  	\`behaviour_close_automatically\` numeric,
  	\`behaviour_prevent_scroll\` integer,
  	\`behaviour_prevent_close_on_background_click\` integer,
  	\`behaviour_prevent_close_on_esc_key\` integer,
  	\`behaviour_avoid_multiple_popups\` integer,
  	\`behaviour_open_selector\` text,
  	\`where_show_on\` text DEFAULT 'all',
  	\`where_audience\` text DEFAULT 'everyone',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`popups__status_idx\` ON \`popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`popups_locales\` (
  	\`title\` text,
  	\`layout\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_locales_locale_parent_id_unique\` ON \`popups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`events_id\` integer,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rels_order_idx\` ON \`popups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_parent_idx\` ON \`popups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_path_idx\` ON \`popups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_pages_id_idx\` ON \`popups_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_posts_id_idx\` ON \`popups_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_events_id_idx\` ON \`popups_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_properties_id_idx\` ON \`popups_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_languages_order_idx\` ON \`_popups_v_version_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_languages_parent_idx\` ON \`_popups_v_version_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_rules_sources_sources\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_sources_sources_order_idx\` ON \`_popups_v_version_rules_sources_sources\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_sources_sources_parent_idx\` ON \`_popups_v_version_rules_sources_sources\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_rules_logged_in_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_logged_in_roles_order_idx\` ON \`_popups_v_version_rules_logged_in_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_logged_in_roles_parent_idx\` ON \`_popups_v_version_rules_logged_in_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_rules_devices_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_devices_devices_order_idx\` ON \`_popups_v_version_rules_devices_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_devices_devices_parent_idx\` ON \`_popups_v_version_rules_devices_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_rules_browsers_browsers\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_browsers_browsers_order_idx\` ON \`_popups_v_version_rules_browsers_browsers\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_rules_browsers_browsers_parent_idx\` ON \`_popups_v_version_rules_browsers_browsers\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_where_collections\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_where_collections_order_idx\` ON \`_popups_v_version_where_collections\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_where_collections_parent_idx\` ON \`_popups_v_version_where_collections\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_where_paths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`pattern\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_where_paths_order_idx\` ON \`_popups_v_version_where_paths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_where_paths_parent_id_idx\` ON \`_popups_v_version_where_paths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_rules_page_views_enabled\` integer,
  	\`version_rules_page_views_views\` numeric DEFAULT 3,
  	\`version_rules_sessions_enabled\` integer,
  	\`version_rules_sessions_sessions\` numeric DEFAULT 2,
  	\`version_rules_url_enabled\` integer,
  	\`version_rules_url_action\` text DEFAULT 'contains',
  	\`version_rules_url_url\` text,
  	\`version_rules_sources_enabled\` integer,
  	\`version_rules_logged_in_enabled\` integer,
  	\`version_rules_logged_in_users\` text DEFAULT 'all',
  	\`version_rules_devices_enabled\` integer,
  	\`version_rules_times_enabled\` integer,
  	\`version_rules_times_times\` numeric DEFAULT 1,
  	\`version_rules_times_period\` text DEFAULT 'week',
  	\`version_rules_browsers_enabled\` integer,
  	\`version_rules_schedule_enabled\` integer,
  	\`version_rules_schedule_from\` text,
  	\`version_rules_schedule_from_tz\` text DEFAULT 'Asia/Tbilisi',
  	\`version_rules_schedule_to\` text,
  	\`version_rules_schedule_to_tz\` text DEFAULT 'Asia/Tbilisi',
  	\`version_rules_schedule_time_zone\` text DEFAULT 'Asia/Tbilisi',
  	\`version_triggers_page_load_enabled\` integer,
  	\`version_triggers_page_load_delay\` numeric,
  	\`version_triggers_scrolling_enabled\` integer,
  	\`version_triggers_scrolling_direction\` text DEFAULT 'down',
  	\`version_triggers_scrolling_offset\` numeric DEFAULT 50,
  	\`version_triggers_scrolling_to_enabled\` integer,
  	\`version_triggers_scrolling_to_selector\` text,
  	\`version_triggers_click_enabled\` integer,
  	\`version_triggers_click_times\` numeric DEFAULT 1,
  	\`version_triggers_click_selector\` text,
  	\`version_triggers_inactivity_enabled\` integer,
  	\`version_triggers_inactivity_time\` numeric DEFAULT 30,
  	\`version_triggers_exit_intent_enabled\` integer,
  	\`version_triggers_adblock_detection_enabled\` integer,
  	\`version_triggers_adblock_detection_delay\` numeric,
  	\`version_behaviour_entrance_animation\` text DEFAULT 'fadeIn',
  	\`version_behaviour_exit_animation\` text DEFAULT 'fadeOut',
  	\`version_behaviour_close_button_position\` text DEFAULT 'inside',
  	\`version_behaviour_close_button_delay\` numeric,
  	\`version_behaviour_close_automatically\` numeric,
  	\`version_behaviour_prevent_scroll\` integer,
  	\`version_behaviour_prevent_close_on_background_click\` integer,
  	\`version_behaviour_prevent_close_on_esc_key\` integer,
  	\`version_behaviour_avoid_multiple_popups\` integer,
  	\`version_behaviour_open_selector\` text,
  	\`version_where_show_on\` text DEFAULT 'all',
  	\`version_where_audience\` text DEFAULT 'everyone',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_parent_idx\` ON \`_popups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_updated_at_idx\` ON \`_popups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_created_at_idx\` ON \`_popups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version__status_idx\` ON \`_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_created_at_idx\` ON \`_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_updated_at_idx\` ON \`_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_snapshot_idx\` ON \`_popups_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_published_locale_idx\` ON \`_popups_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_latest_idx\` ON \`_popups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_locales\` (
  	\`version_title\` text,
  	\`version_layout\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_popups_v_locales_locale_parent_id_unique\` ON \`_popups_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`events_id\` integer,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_order_idx\` ON \`_popups_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_parent_idx\` ON \`_popups_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_path_idx\` ON \`_popups_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_pages_id_idx\` ON \`_popups_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_posts_id_idx\` ON \`_popups_v_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_events_id_idx\` ON \`_popups_v_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_properties_id_idx\` ON \`_popups_v_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`popup_stats\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`popup_id\` integer NOT NULL,
  	\`day\` text NOT NULL,
  	\`views\` numeric DEFAULT 0 NOT NULL,
  	\`closes\` numeric DEFAULT 0 NOT NULL,
  	\`conversions\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`popup_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`popup_stats_popup_idx\` ON \`popup_stats\` (\`popup_id\`);`)
  await db.run(sql`CREATE INDEX \`popup_stats_day_idx\` ON \`popup_stats\` (\`day\`);`)
  await db.run(sql`CREATE INDEX \`popup_stats_updated_at_idx\` ON \`popup_stats\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popup_stats_created_at_idx\` ON \`popup_stats\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`popup_day_idx\` ON \`popup_stats\` (\`popup_id\`,\`day\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`popups_id\` integer REFERENCES popups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`popup_stats_id\` integer REFERENCES popup_stats(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popup_stats_id_idx\` ON \`payload_locked_documents_rels\` (\`popup_stats_id\`);`)
  // Translations are read by `_parent_id` (README, Deploying; tests/db/indexes.int.test.ts).
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`popups_locales_parent_idx\` ON \`popups_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`_popups_v_locales_parent_idx\` ON \`_popups_v_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`popups_languages\`;`)
  await db.run(sql`DROP TABLE \`popups_rules_sources_sources\`;`)
  await db.run(sql`DROP TABLE \`popups_rules_logged_in_roles\`;`)
  await db.run(sql`DROP TABLE \`popups_rules_devices_devices\`;`)
  await db.run(sql`DROP TABLE \`popups_rules_browsers_browsers\`;`)
  await db.run(sql`DROP TABLE \`popups_where_collections\`;`)
  await db.run(sql`DROP TABLE \`popups_where_paths\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups_locales\`;`)
  await db.run(sql`DROP TABLE \`popups_rels\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_languages\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_rules_sources_sources\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_rules_logged_in_roles\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_rules_devices_devices\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_rules_browsers_browsers\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_where_collections\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_where_paths\`;`)
  await db.run(sql`DROP TABLE \`_popups_v\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_rels\`;`)
  await db.run(sql`DROP TABLE \`popup_stats\`;`)
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
  	\`search_index_id\` integer,
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
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "mail_outbox_id", "event_categories_id", "events_id", "event_members_id", "visitors_id", "newsletter_lists_id", "subscribers_id", "widget_areas_id", "property_districts_id", "property_types_id", "properties_id", "menus_id", "search_index_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "forms_id", "form_submissions_id", "submission_files_id", "mail_outbox_id", "event_categories_id", "events_id", "event_members_id", "visitors_id", "newsletter_lists_id", "subscribers_id", "widget_areas_id", "property_districts_id", "property_types_id", "properties_id", "menus_id", "search_index_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

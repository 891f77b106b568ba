import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_popups_languages" AS ENUM('ka', 'en');
  CREATE TYPE "public"."enum_popups_rules_sources_sources" AS ENUM('search', 'social', 'external', 'direct', 'internal');
  CREATE TYPE "public"."enum_popups_rules_logged_in_roles" AS ENUM('admin', 'editor', 'visitor');
  CREATE TYPE "public"."enum_popups_rules_devices_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum_popups_rules_browsers_browsers" AS ENUM('chrome', 'firefox', 'safari', 'edge', 'opera', 'ie', 'other');
  CREATE TYPE "public"."enum_popups_where_collections" AS ENUM('pages', 'posts', 'events', 'properties');
  CREATE TYPE "public"."enum_popups_rules_url_action" AS ENUM('plain', 'contains', 'regex');
  CREATE TYPE "public"."enum_popups_rules_logged_in_users" AS ENUM('all', 'custom');
  CREATE TYPE "public"."enum_popups_rules_times_period" AS ENUM('day', 'week', 'month', 'session');
  CREATE TYPE "public"."enum_popups_rules_schedule_from_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum_popups_rules_schedule_to_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum_popups_rules_schedule_time_zone" AS ENUM('Asia/Tbilisi', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Istanbul', 'Europe/Moscow', 'Asia/Dubai', 'America/New_York');
  CREATE TYPE "public"."enum_popups_triggers_scrolling_direction" AS ENUM('down', 'up');
  CREATE TYPE "public"."enum_popups_behaviour_entrance_animation" AS ENUM('none', 'fadeIn', 'fadeInUp', 'fadeInDown', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight');
  CREATE TYPE "public"."enum_popups_behaviour_exit_animation" AS ENUM('none', 'fadeOut', 'fadeOutDown', 'fadeOutUp', 'zoomOut', 'slideOutDown', 'slideOutUp', 'slideOutLeft', 'slideOutRight');
  CREATE TYPE "public"."enum_popups_behaviour_close_button_position" AS ENUM('inside', 'outside');
  CREATE TYPE "public"."enum_popups_where_show_on" AS ENUM('all', 'chosen');
  CREATE TYPE "public"."enum_popups_where_audience" AS ENUM('everyone', 'signed_in', 'anonymous');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_languages" AS ENUM('ka', 'en');
  CREATE TYPE "public"."enum__popups_v_version_rules_sources_sources" AS ENUM('search', 'social', 'external', 'direct', 'internal');
  CREATE TYPE "public"."enum__popups_v_version_rules_logged_in_roles" AS ENUM('admin', 'editor', 'visitor');
  CREATE TYPE "public"."enum__popups_v_version_rules_devices_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum__popups_v_version_rules_browsers_browsers" AS ENUM('chrome', 'firefox', 'safari', 'edge', 'opera', 'ie', 'other');
  CREATE TYPE "public"."enum__popups_v_version_where_collections" AS ENUM('pages', 'posts', 'events', 'properties');
  CREATE TYPE "public"."enum__popups_v_version_rules_url_action" AS ENUM('plain', 'contains', 'regex');
  CREATE TYPE "public"."enum__popups_v_version_rules_logged_in_users" AS ENUM('all', 'custom');
  CREATE TYPE "public"."enum__popups_v_version_rules_times_period" AS ENUM('day', 'week', 'month', 'session');
  CREATE TYPE "public"."enum__popups_v_version_rules_schedule_from_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum__popups_v_version_rules_schedule_to_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum__popups_v_version_rules_schedule_time_zone" AS ENUM('Asia/Tbilisi', 'UTC', 'Europe/London', 'Europe/Berlin', 'Europe/Istanbul', 'Europe/Moscow', 'Asia/Dubai', 'America/New_York');
  CREATE TYPE "public"."enum__popups_v_version_triggers_scrolling_direction" AS ENUM('down', 'up');
  CREATE TYPE "public"."enum__popups_v_version_behaviour_entrance_animation" AS ENUM('none', 'fadeIn', 'fadeInUp', 'fadeInDown', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight');
  CREATE TYPE "public"."enum__popups_v_version_behaviour_exit_animation" AS ENUM('none', 'fadeOut', 'fadeOutDown', 'fadeOutUp', 'zoomOut', 'slideOutDown', 'slideOutUp', 'slideOutLeft', 'slideOutRight');
  CREATE TYPE "public"."enum__popups_v_version_behaviour_close_button_position" AS ENUM('inside', 'outside');
  CREATE TYPE "public"."enum__popups_v_version_where_show_on" AS ENUM('all', 'chosen');
  CREATE TYPE "public"."enum__popups_v_version_where_audience" AS ENUM('everyone', 'signed_in', 'anonymous');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_published_locale" AS ENUM('ka', 'en');
  CREATE TABLE "popups_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_rules_sources_sources" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_rules_sources_sources",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_rules_logged_in_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_rules_logged_in_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_rules_devices_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_rules_devices_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_rules_browsers_browsers" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_rules_browsers_browsers",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_where_collections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_where_collections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_where_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"pattern" varchar
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rules_page_views_enabled" boolean,
  	"rules_page_views_views" numeric DEFAULT 3,
  	"rules_sessions_enabled" boolean,
  	"rules_sessions_sessions" numeric DEFAULT 2,
  	"rules_url_enabled" boolean,
  	"rules_url_action" "enum_popups_rules_url_action" DEFAULT 'contains',
  	"rules_url_url" varchar,
  	"rules_sources_enabled" boolean,
  	"rules_logged_in_enabled" boolean,
  	"rules_logged_in_users" "enum_popups_rules_logged_in_users" DEFAULT 'all',
  	"rules_devices_enabled" boolean,
  	"rules_times_enabled" boolean,
  	"rules_times_times" numeric DEFAULT 1,
  	"rules_times_period" "enum_popups_rules_times_period" DEFAULT 'week',
  	"rules_browsers_enabled" boolean,
  	"rules_schedule_enabled" boolean,
  	"rules_schedule_from" timestamp(3) with time zone,
  	"rules_schedule_from_tz" "enum_popups_rules_schedule_from_tz" DEFAULT 'Asia/Tbilisi',
  	"rules_schedule_to" timestamp(3) with time zone,
  	"rules_schedule_to_tz" "enum_popups_rules_schedule_to_tz" DEFAULT 'Asia/Tbilisi',
  	"rules_schedule_time_zone" "enum_popups_rules_schedule_time_zone" DEFAULT 'Asia/Tbilisi',
  	"triggers_page_load_enabled" boolean,
  	"triggers_page_load_delay" numeric,
  	"triggers_scrolling_enabled" boolean,
  	"triggers_scrolling_direction" "enum_popups_triggers_scrolling_direction" DEFAULT 'down',
  	"triggers_scrolling_offset" numeric DEFAULT 50,
  	"triggers_scrolling_to_enabled" boolean,
  	"triggers_scrolling_to_selector" varchar,
  	"triggers_click_enabled" boolean,
  	"triggers_click_times" numeric DEFAULT 1,
  	"triggers_click_selector" varchar,
  	"triggers_inactivity_enabled" boolean,
  	"triggers_inactivity_time" numeric DEFAULT 30,
  	"triggers_exit_intent_enabled" boolean,
  	"triggers_adblock_detection_enabled" boolean,
  	"triggers_adblock_detection_delay" numeric,
  	"behaviour_entrance_animation" "enum_popups_behaviour_entrance_animation" DEFAULT 'fadeIn',
  	"behaviour_exit_animation" "enum_popups_behaviour_exit_animation" DEFAULT 'fadeOut',
  	"behaviour_close_button_position" "enum_popups_behaviour_close_button_position" DEFAULT 'inside',
  	"behaviour_close_button_delay" numeric,
  	"behaviour_close_automatically" numeric,
  	"behaviour_prevent_scroll" boolean,
  	"behaviour_prevent_close_on_background_click" boolean,
  	"behaviour_prevent_close_on_esc_key" boolean,
  	"behaviour_avoid_multiple_popups" boolean,
  	"behaviour_open_selector" varchar,
  	"where_show_on" "enum_popups_where_show_on" DEFAULT 'all',
  	"where_audience" "enum_popups_where_audience" DEFAULT 'everyone',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "popups_locales" (
  	"title" varchar,
  	"layout" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "popups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"events_id" integer,
  	"properties_id" integer
  );
  
  CREATE TABLE "_popups_v_version_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_rules_sources_sources" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_rules_sources_sources",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_rules_logged_in_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_rules_logged_in_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_rules_devices_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_rules_devices_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_rules_browsers_browsers" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_rules_browsers_browsers",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_where_collections" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_where_collections",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_where_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"pattern" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_rules_page_views_enabled" boolean,
  	"version_rules_page_views_views" numeric DEFAULT 3,
  	"version_rules_sessions_enabled" boolean,
  	"version_rules_sessions_sessions" numeric DEFAULT 2,
  	"version_rules_url_enabled" boolean,
  	"version_rules_url_action" "enum__popups_v_version_rules_url_action" DEFAULT 'contains',
  	"version_rules_url_url" varchar,
  	"version_rules_sources_enabled" boolean,
  	"version_rules_logged_in_enabled" boolean,
  	"version_rules_logged_in_users" "enum__popups_v_version_rules_logged_in_users" DEFAULT 'all',
  	"version_rules_devices_enabled" boolean,
  	"version_rules_times_enabled" boolean,
  	"version_rules_times_times" numeric DEFAULT 1,
  	"version_rules_times_period" "enum__popups_v_version_rules_times_period" DEFAULT 'week',
  	"version_rules_browsers_enabled" boolean,
  	"version_rules_schedule_enabled" boolean,
  	"version_rules_schedule_from" timestamp(3) with time zone,
  	"version_rules_schedule_from_tz" "enum__popups_v_version_rules_schedule_from_tz" DEFAULT 'Asia/Tbilisi',
  	"version_rules_schedule_to" timestamp(3) with time zone,
  	"version_rules_schedule_to_tz" "enum__popups_v_version_rules_schedule_to_tz" DEFAULT 'Asia/Tbilisi',
  	"version_rules_schedule_time_zone" "enum__popups_v_version_rules_schedule_time_zone" DEFAULT 'Asia/Tbilisi',
  	"version_triggers_page_load_enabled" boolean,
  	"version_triggers_page_load_delay" numeric,
  	"version_triggers_scrolling_enabled" boolean,
  	"version_triggers_scrolling_direction" "enum__popups_v_version_triggers_scrolling_direction" DEFAULT 'down',
  	"version_triggers_scrolling_offset" numeric DEFAULT 50,
  	"version_triggers_scrolling_to_enabled" boolean,
  	"version_triggers_scrolling_to_selector" varchar,
  	"version_triggers_click_enabled" boolean,
  	"version_triggers_click_times" numeric DEFAULT 1,
  	"version_triggers_click_selector" varchar,
  	"version_triggers_inactivity_enabled" boolean,
  	"version_triggers_inactivity_time" numeric DEFAULT 30,
  	"version_triggers_exit_intent_enabled" boolean,
  	"version_triggers_adblock_detection_enabled" boolean,
  	"version_triggers_adblock_detection_delay" numeric,
  	"version_behaviour_entrance_animation" "enum__popups_v_version_behaviour_entrance_animation" DEFAULT 'fadeIn',
  	"version_behaviour_exit_animation" "enum__popups_v_version_behaviour_exit_animation" DEFAULT 'fadeOut',
  	"version_behaviour_close_button_position" "enum__popups_v_version_behaviour_close_button_position" DEFAULT 'inside',
  	"version_behaviour_close_button_delay" numeric,
  	"version_behaviour_close_automatically" numeric,
  	"version_behaviour_prevent_scroll" boolean,
  	"version_behaviour_prevent_close_on_background_click" boolean,
  	"version_behaviour_prevent_close_on_esc_key" boolean,
  	"version_behaviour_avoid_multiple_popups" boolean,
  	"version_behaviour_open_selector" varchar,
  	"version_where_show_on" "enum__popups_v_version_where_show_on" DEFAULT 'all',
  	"version_where_audience" "enum__popups_v_version_where_audience" DEFAULT 'everyone',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__popups_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v_locales" (
  	"version_title" varchar,
  	"version_layout" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_popups_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"posts_id" integer,
  	"events_id" integer,
  	"properties_id" integer
  );
  
  CREATE TABLE "popup_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"popup_id" integer NOT NULL,
  	"day" varchar NOT NULL,
  	"views" numeric DEFAULT 0 NOT NULL,
  	"closes" numeric DEFAULT 0 NOT NULL,
  	"conversions" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popup_stats_id" integer;
  ALTER TABLE "popups_languages" ADD CONSTRAINT "popups_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rules_sources_sources" ADD CONSTRAINT "popups_rules_sources_sources_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rules_logged_in_roles" ADD CONSTRAINT "popups_rules_logged_in_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rules_devices_devices" ADD CONSTRAINT "popups_rules_devices_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rules_browsers_browsers" ADD CONSTRAINT "popups_rules_browsers_browsers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_where_collections" ADD CONSTRAINT "popups_where_collections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_where_paths" ADD CONSTRAINT "popups_where_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_locales" ADD CONSTRAINT "popups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_languages" ADD CONSTRAINT "_popups_v_version_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_rules_sources_sources" ADD CONSTRAINT "_popups_v_version_rules_sources_sources_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_rules_logged_in_roles" ADD CONSTRAINT "_popups_v_version_rules_logged_in_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_rules_devices_devices" ADD CONSTRAINT "_popups_v_version_rules_devices_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_rules_browsers_browsers" ADD CONSTRAINT "_popups_v_version_rules_browsers_browsers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_where_collections" ADD CONSTRAINT "_popups_v_version_where_collections_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_where_paths" ADD CONSTRAINT "_popups_v_version_where_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v_locales" ADD CONSTRAINT "_popups_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popup_stats" ADD CONSTRAINT "popup_stats_popup_id_popups_id_fk" FOREIGN KEY ("popup_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "popups_languages_order_idx" ON "popups_languages" USING btree ("order");
  CREATE INDEX "popups_languages_parent_idx" ON "popups_languages" USING btree ("parent_id");
  CREATE INDEX "popups_rules_sources_sources_order_idx" ON "popups_rules_sources_sources" USING btree ("order");
  CREATE INDEX "popups_rules_sources_sources_parent_idx" ON "popups_rules_sources_sources" USING btree ("parent_id");
  CREATE INDEX "popups_rules_logged_in_roles_order_idx" ON "popups_rules_logged_in_roles" USING btree ("order");
  CREATE INDEX "popups_rules_logged_in_roles_parent_idx" ON "popups_rules_logged_in_roles" USING btree ("parent_id");
  CREATE INDEX "popups_rules_devices_devices_order_idx" ON "popups_rules_devices_devices" USING btree ("order");
  CREATE INDEX "popups_rules_devices_devices_parent_idx" ON "popups_rules_devices_devices" USING btree ("parent_id");
  CREATE INDEX "popups_rules_browsers_browsers_order_idx" ON "popups_rules_browsers_browsers" USING btree ("order");
  CREATE INDEX "popups_rules_browsers_browsers_parent_idx" ON "popups_rules_browsers_browsers" USING btree ("parent_id");
  CREATE INDEX "popups_where_collections_order_idx" ON "popups_where_collections" USING btree ("order");
  CREATE INDEX "popups_where_collections_parent_idx" ON "popups_where_collections" USING btree ("parent_id");
  CREATE INDEX "popups_where_paths_order_idx" ON "popups_where_paths" USING btree ("_order");
  CREATE INDEX "popups_where_paths_parent_id_idx" ON "popups_where_paths" USING btree ("_parent_id");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  CREATE UNIQUE INDEX "popups_locales_locale_parent_id_unique" ON "popups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "popups_rels_order_idx" ON "popups_rels" USING btree ("order");
  CREATE INDEX "popups_rels_parent_idx" ON "popups_rels" USING btree ("parent_id");
  CREATE INDEX "popups_rels_path_idx" ON "popups_rels" USING btree ("path");
  CREATE INDEX "popups_rels_pages_id_idx" ON "popups_rels" USING btree ("pages_id");
  CREATE INDEX "popups_rels_posts_id_idx" ON "popups_rels" USING btree ("posts_id");
  CREATE INDEX "popups_rels_events_id_idx" ON "popups_rels" USING btree ("events_id");
  CREATE INDEX "popups_rels_properties_id_idx" ON "popups_rels" USING btree ("properties_id");
  CREATE INDEX "_popups_v_version_languages_order_idx" ON "_popups_v_version_languages" USING btree ("order");
  CREATE INDEX "_popups_v_version_languages_parent_idx" ON "_popups_v_version_languages" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_rules_sources_sources_order_idx" ON "_popups_v_version_rules_sources_sources" USING btree ("order");
  CREATE INDEX "_popups_v_version_rules_sources_sources_parent_idx" ON "_popups_v_version_rules_sources_sources" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_rules_logged_in_roles_order_idx" ON "_popups_v_version_rules_logged_in_roles" USING btree ("order");
  CREATE INDEX "_popups_v_version_rules_logged_in_roles_parent_idx" ON "_popups_v_version_rules_logged_in_roles" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_rules_devices_devices_order_idx" ON "_popups_v_version_rules_devices_devices" USING btree ("order");
  CREATE INDEX "_popups_v_version_rules_devices_devices_parent_idx" ON "_popups_v_version_rules_devices_devices" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_rules_browsers_browsers_order_idx" ON "_popups_v_version_rules_browsers_browsers" USING btree ("order");
  CREATE INDEX "_popups_v_version_rules_browsers_browsers_parent_idx" ON "_popups_v_version_rules_browsers_browsers" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_where_collections_order_idx" ON "_popups_v_version_where_collections" USING btree ("order");
  CREATE INDEX "_popups_v_version_where_collections_parent_idx" ON "_popups_v_version_where_collections" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_where_paths_order_idx" ON "_popups_v_version_where_paths" USING btree ("_order");
  CREATE INDEX "_popups_v_version_where_paths_parent_id_idx" ON "_popups_v_version_where_paths" USING btree ("_parent_id");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_snapshot_idx" ON "_popups_v" USING btree ("snapshot");
  CREATE INDEX "_popups_v_published_locale_idx" ON "_popups_v" USING btree ("published_locale");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_popups_v_locales_locale_parent_id_unique" ON "_popups_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_popups_v_rels_order_idx" ON "_popups_v_rels" USING btree ("order");
  CREATE INDEX "_popups_v_rels_parent_idx" ON "_popups_v_rels" USING btree ("parent_id");
  CREATE INDEX "_popups_v_rels_path_idx" ON "_popups_v_rels" USING btree ("path");
  CREATE INDEX "_popups_v_rels_pages_id_idx" ON "_popups_v_rels" USING btree ("pages_id");
  CREATE INDEX "_popups_v_rels_posts_id_idx" ON "_popups_v_rels" USING btree ("posts_id");
  CREATE INDEX "_popups_v_rels_events_id_idx" ON "_popups_v_rels" USING btree ("events_id");
  CREATE INDEX "_popups_v_rels_properties_id_idx" ON "_popups_v_rels" USING btree ("properties_id");
  CREATE INDEX "popup_stats_popup_idx" ON "popup_stats" USING btree ("popup_id");
  CREATE INDEX "popup_stats_day_idx" ON "popup_stats" USING btree ("day");
  CREATE INDEX "popup_stats_updated_at_idx" ON "popup_stats" USING btree ("updated_at");
  CREATE INDEX "popup_stats_created_at_idx" ON "popup_stats" USING btree ("created_at");
  CREATE UNIQUE INDEX "popup_day_idx" ON "popup_stats" USING btree ("popup_id","day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popup_stats_fk" FOREIGN KEY ("popup_stats_id") REFERENCES "public"."popup_stats"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");
  CREATE INDEX "payload_locked_documents_rels_popup_stats_id_idx" ON "payload_locked_documents_rels" USING btree ("popup_stats_id");`)
  // Translations are read by `_parent_id` (README, Deploying; tests/db/indexes.int.test.ts).
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "popups_locales_parent_idx" ON "popups_locales" ("_parent_id");`)
  await db.execute(sql`CREATE INDEX IF NOT EXISTS "_popups_v_locales_parent_idx" ON "_popups_v_locales" ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "popups_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rules_sources_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rules_logged_in_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rules_devices_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rules_browsers_browsers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_where_collections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_where_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_languages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_rules_sources_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_rules_logged_in_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_rules_devices_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_rules_browsers_browsers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_where_collections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_where_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popup_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "popups_languages" CASCADE;
  DROP TABLE "popups_rules_sources_sources" CASCADE;
  DROP TABLE "popups_rules_logged_in_roles" CASCADE;
  DROP TABLE "popups_rules_devices_devices" CASCADE;
  DROP TABLE "popups_rules_browsers_browsers" CASCADE;
  DROP TABLE "popups_where_collections" CASCADE;
  DROP TABLE "popups_where_paths" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_locales" CASCADE;
  DROP TABLE "popups_rels" CASCADE;
  DROP TABLE "_popups_v_version_languages" CASCADE;
  DROP TABLE "_popups_v_version_rules_sources_sources" CASCADE;
  DROP TABLE "_popups_v_version_rules_logged_in_roles" CASCADE;
  DROP TABLE "_popups_v_version_rules_devices_devices" CASCADE;
  DROP TABLE "_popups_v_version_rules_browsers_browsers" CASCADE;
  DROP TABLE "_popups_v_version_where_collections" CASCADE;
  DROP TABLE "_popups_v_version_where_paths" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_popups_v_locales" CASCADE;
  DROP TABLE "_popups_v_rels" CASCADE;
  DROP TABLE "popup_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popup_stats_fk";
  
  DROP INDEX "payload_locked_documents_rels_popups_id_idx";
  DROP INDEX "payload_locked_documents_rels_popup_stats_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popup_stats_id";
  DROP TYPE "public"."enum_popups_languages";
  DROP TYPE "public"."enum_popups_rules_sources_sources";
  DROP TYPE "public"."enum_popups_rules_logged_in_roles";
  DROP TYPE "public"."enum_popups_rules_devices_devices";
  DROP TYPE "public"."enum_popups_rules_browsers_browsers";
  DROP TYPE "public"."enum_popups_where_collections";
  DROP TYPE "public"."enum_popups_rules_url_action";
  DROP TYPE "public"."enum_popups_rules_logged_in_users";
  DROP TYPE "public"."enum_popups_rules_times_period";
  DROP TYPE "public"."enum_popups_rules_schedule_from_tz";
  DROP TYPE "public"."enum_popups_rules_schedule_to_tz";
  DROP TYPE "public"."enum_popups_rules_schedule_time_zone";
  DROP TYPE "public"."enum_popups_triggers_scrolling_direction";
  DROP TYPE "public"."enum_popups_behaviour_entrance_animation";
  DROP TYPE "public"."enum_popups_behaviour_exit_animation";
  DROP TYPE "public"."enum_popups_behaviour_close_button_position";
  DROP TYPE "public"."enum_popups_where_show_on";
  DROP TYPE "public"."enum_popups_where_audience";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_languages";
  DROP TYPE "public"."enum__popups_v_version_rules_sources_sources";
  DROP TYPE "public"."enum__popups_v_version_rules_logged_in_roles";
  DROP TYPE "public"."enum__popups_v_version_rules_devices_devices";
  DROP TYPE "public"."enum__popups_v_version_rules_browsers_browsers";
  DROP TYPE "public"."enum__popups_v_version_where_collections";
  DROP TYPE "public"."enum__popups_v_version_rules_url_action";
  DROP TYPE "public"."enum__popups_v_version_rules_logged_in_users";
  DROP TYPE "public"."enum__popups_v_version_rules_times_period";
  DROP TYPE "public"."enum__popups_v_version_rules_schedule_from_tz";
  DROP TYPE "public"."enum__popups_v_version_rules_schedule_to_tz";
  DROP TYPE "public"."enum__popups_v_version_rules_schedule_time_zone";
  DROP TYPE "public"."enum__popups_v_version_triggers_scrolling_direction";
  DROP TYPE "public"."enum__popups_v_version_behaviour_entrance_animation";
  DROP TYPE "public"."enum__popups_v_version_behaviour_exit_animation";
  DROP TYPE "public"."enum__popups_v_version_behaviour_close_button_position";
  DROP TYPE "public"."enum__popups_v_version_where_show_on";
  DROP TYPE "public"."enum__popups_v_version_where_audience";
  DROP TYPE "public"."enum__popups_v_version_status";
  DROP TYPE "public"."enum__popups_v_published_locale";`)
}

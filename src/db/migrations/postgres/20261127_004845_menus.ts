import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { headerNavToMenu, KEEP_MENU_AS_HEADER_NAV, RESTORE_HEADER_NAV } from '@/db/header-nav-menu'

/**
 * Menus (src/features/menus): the `menus` collection with drafts, nested items of each language
 * and mega panels, and the header's `mainMenu`. The header's own menu (`header.nav`) becomes the
 * published menu `main`, which the header names (src/db/header-nav-menu.ts); rolling back turns
 * the header's main menu into `header.nav` again.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menus_items_children_flyout_link_type" AS ENUM('internal', 'custom');
  CREATE TYPE "public"."enum_menus_items_children_link_type" AS ENUM('internal', 'custom');
  CREATE TYPE "public"."enum_menus_items_link_type" AS ENUM('internal', 'custom');
  CREATE TYPE "public"."enum_menus_items_panel_width" AS ENUM('container', 'full');
  CREATE TYPE "public"."enum_menus_opens_on" AS ENUM('hover', 'click');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_items_children_flyout_link_type" AS ENUM('internal', 'custom');
  CREATE TYPE "public"."enum__menus_v_version_items_children_link_type" AS ENUM('internal', 'custom');
  CREATE TYPE "public"."enum__menus_v_version_items_link_type" AS ENUM('internal', 'custom');
  CREATE TYPE "public"."enum__menus_v_version_items_panel_width" AS ENUM('container', 'full');
  CREATE TYPE "public"."enum__menus_v_version_opens_on" AS ENUM('hover', 'click');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_published_locale" AS ENUM('ka', 'en');
  CREATE TABLE "menus_items_children_flyout" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"link_type" "enum_menus_items_children_flyout_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"item_id" numeric
  );
  
  CREATE TABLE "menus_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"link_type" "enum_menus_items_children_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"item_id" numeric
  );
  
  CREATE TABLE "menus_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"link_type" "enum_menus_items_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"item_id" numeric,
  	"panel_width" "enum_menus_items_panel_width" DEFAULT 'container',
  	"panel" jsonb
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"opens_on" "enum_menus_opens_on" DEFAULT 'hover',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_menus_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "menus_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer,
  	"posts_id" integer,
  	"events_id" integer,
  	"properties_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "_menus_v_version_items_children_flyout" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"link_type" "enum__menus_v_version_items_children_flyout_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"item_id" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_items_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"link_type" "enum__menus_v_version_items_children_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"item_id" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"description" varchar,
  	"link_type" "enum__menus_v_version_items_link_type" DEFAULT 'internal',
  	"link_new_tab" boolean,
  	"link_url" varchar,
  	"item_id" numeric,
  	"panel_width" "enum__menus_v_version_items_panel_width" DEFAULT 'container',
  	"panel" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_opens_on" "enum__menus_v_version_opens_on" DEFAULT 'hover',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__menus_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_menus_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"pages_id" integer,
  	"posts_id" integer,
  	"events_id" integer,
  	"properties_id" integer,
  	"categories_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "menus_id" integer;
  ALTER TABLE "header" ADD COLUMN "main_menu_id" integer;
  ALTER TABLE "menus_items_children_flyout" ADD CONSTRAINT "menus_items_children_flyout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items_children" ADD CONSTRAINT "menus_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_items" ADD CONSTRAINT "menus_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_rels" ADD CONSTRAINT "menus_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_children_flyout" ADD CONSTRAINT "_menus_v_version_items_children_flyout_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items_children" ADD CONSTRAINT "_menus_v_version_items_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_items" ADD CONSTRAINT "_menus_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v" ADD CONSTRAINT "_menus_v_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_rels" ADD CONSTRAINT "_menus_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "menus_items_children_flyout_order_idx" ON "menus_items_children_flyout" USING btree ("_order");
  CREATE INDEX "menus_items_children_flyout_parent_id_idx" ON "menus_items_children_flyout" USING btree ("_parent_id");
  CREATE INDEX "menus_items_children_flyout_locale_idx" ON "menus_items_children_flyout" USING btree ("_locale");
  CREATE INDEX "menus_items_children_flyout_item_id_idx" ON "menus_items_children_flyout" USING btree ("item_id");
  CREATE INDEX "menus_items_children_order_idx" ON "menus_items_children" USING btree ("_order");
  CREATE INDEX "menus_items_children_parent_id_idx" ON "menus_items_children" USING btree ("_parent_id");
  CREATE INDEX "menus_items_children_locale_idx" ON "menus_items_children" USING btree ("_locale");
  CREATE INDEX "menus_items_children_item_id_idx" ON "menus_items_children" USING btree ("item_id");
  CREATE INDEX "menus_items_order_idx" ON "menus_items" USING btree ("_order");
  CREATE INDEX "menus_items_parent_id_idx" ON "menus_items" USING btree ("_parent_id");
  CREATE INDEX "menus_items_locale_idx" ON "menus_items" USING btree ("_locale");
  CREATE INDEX "menus_items_item_id_idx" ON "menus_items" USING btree ("item_id");
  CREATE UNIQUE INDEX "menus_slug_idx" ON "menus" USING btree ("slug");
  CREATE INDEX "menus_updated_at_idx" ON "menus" USING btree ("updated_at");
  CREATE INDEX "menus_created_at_idx" ON "menus" USING btree ("created_at");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "menus_rels_order_idx" ON "menus_rels" USING btree ("order");
  CREATE INDEX "menus_rels_parent_idx" ON "menus_rels" USING btree ("parent_id");
  CREATE INDEX "menus_rels_path_idx" ON "menus_rels" USING btree ("path");
  CREATE INDEX "menus_rels_locale_idx" ON "menus_rels" USING btree ("locale");
  CREATE INDEX "menus_rels_pages_id_idx" ON "menus_rels" USING btree ("pages_id","locale");
  CREATE INDEX "menus_rels_posts_id_idx" ON "menus_rels" USING btree ("posts_id","locale");
  CREATE INDEX "menus_rels_events_id_idx" ON "menus_rels" USING btree ("events_id","locale");
  CREATE INDEX "menus_rels_properties_id_idx" ON "menus_rels" USING btree ("properties_id","locale");
  CREATE INDEX "menus_rels_categories_id_idx" ON "menus_rels" USING btree ("categories_id","locale");
  CREATE INDEX "_menus_v_version_items_children_flyout_order_idx" ON "_menus_v_version_items_children_flyout" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_children_flyout_parent_id_idx" ON "_menus_v_version_items_children_flyout" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_items_children_flyout_locale_idx" ON "_menus_v_version_items_children_flyout" USING btree ("_locale");
  CREATE INDEX "_menus_v_version_items_children_flyout_item_id_idx" ON "_menus_v_version_items_children_flyout" USING btree ("item_id");
  CREATE INDEX "_menus_v_version_items_children_order_idx" ON "_menus_v_version_items_children" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_children_parent_id_idx" ON "_menus_v_version_items_children" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_items_children_locale_idx" ON "_menus_v_version_items_children" USING btree ("_locale");
  CREATE INDEX "_menus_v_version_items_children_item_id_idx" ON "_menus_v_version_items_children" USING btree ("item_id");
  CREATE INDEX "_menus_v_version_items_order_idx" ON "_menus_v_version_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_items_parent_id_idx" ON "_menus_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_items_locale_idx" ON "_menus_v_version_items" USING btree ("_locale");
  CREATE INDEX "_menus_v_version_items_item_id_idx" ON "_menus_v_version_items" USING btree ("item_id");
  CREATE INDEX "_menus_v_parent_idx" ON "_menus_v" USING btree ("parent_id");
  CREATE INDEX "_menus_v_version_version_slug_idx" ON "_menus_v" USING btree ("version_slug");
  CREATE INDEX "_menus_v_version_version_updated_at_idx" ON "_menus_v" USING btree ("version_updated_at");
  CREATE INDEX "_menus_v_version_version_created_at_idx" ON "_menus_v" USING btree ("version_created_at");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_snapshot_idx" ON "_menus_v" USING btree ("snapshot");
  CREATE INDEX "_menus_v_published_locale_idx" ON "_menus_v" USING btree ("published_locale");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "_menus_v_autosave_idx" ON "_menus_v" USING btree ("autosave");
  CREATE INDEX "_menus_v_rels_order_idx" ON "_menus_v_rels" USING btree ("order");
  CREATE INDEX "_menus_v_rels_parent_idx" ON "_menus_v_rels" USING btree ("parent_id");
  CREATE INDEX "_menus_v_rels_path_idx" ON "_menus_v_rels" USING btree ("path");
  CREATE INDEX "_menus_v_rels_locale_idx" ON "_menus_v_rels" USING btree ("locale");
  CREATE INDEX "_menus_v_rels_pages_id_idx" ON "_menus_v_rels" USING btree ("pages_id","locale");
  CREATE INDEX "_menus_v_rels_posts_id_idx" ON "_menus_v_rels" USING btree ("posts_id","locale");
  CREATE INDEX "_menus_v_rels_events_id_idx" ON "_menus_v_rels" USING btree ("events_id","locale");
  CREATE INDEX "_menus_v_rels_properties_id_idx" ON "_menus_v_rels" USING btree ("properties_id","locale");
  CREATE INDEX "_menus_v_rels_categories_id_idx" ON "_menus_v_rels" USING btree ("categories_id","locale");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menus_fk" FOREIGN KEY ("menus_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_main_menu_id_menus_id_fk" FOREIGN KEY ("main_menu_id") REFERENCES "public"."menus"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_menus_id_idx" ON "payload_locked_documents_rels" USING btree ("menus_id");
  CREATE INDEX "header_main_menu_idx" ON "header" USING btree ("main_menu_id");`)
  for (const statement of headerNavToMenu('now()')) await db.execute(sql.raw(statement))
  await db.execute(sql`
  DROP TABLE "header_nav_children" CASCADE;
  DROP TABLE "header_nav" CASCADE;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "header_nav_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"description" varchar
  );
  
  CREATE TABLE "header_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"href" varchar NOT NULL,
  	"mega_menu" boolean
  );
  
  `)
  for (const statement of KEEP_MENU_AS_HEADER_NAV) await db.execute(sql.raw(statement))
  await db.execute(sql`
  ALTER TABLE "menus_items_children_flyout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menus_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_items_children_flyout" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_items_children" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_menus_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "menus_items_children_flyout" CASCADE;
  DROP TABLE "menus_items_children" CASCADE;
  DROP TABLE "menus_items" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "menus_rels" CASCADE;
  DROP TABLE "_menus_v_version_items_children_flyout" CASCADE;
  DROP TABLE "_menus_v_version_items_children" CASCADE;
  DROP TABLE "_menus_v_version_items" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "_menus_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_menus_fk";
  
  ALTER TABLE "header" DROP CONSTRAINT IF EXISTS "header_main_menu_id_menus_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_menus_id_idx";
  DROP INDEX "header_main_menu_idx";
  ALTER TABLE "header_nav_children" ADD CONSTRAINT "header_nav_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav" ADD CONSTRAINT "header_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "header_nav_children_order_idx" ON "header_nav_children" USING btree ("_order");
  CREATE INDEX "header_nav_children_parent_id_idx" ON "header_nav_children" USING btree ("_parent_id");
  CREATE INDEX "header_nav_children_locale_idx" ON "header_nav_children" USING btree ("_locale");
  CREATE INDEX "header_nav_order_idx" ON "header_nav" USING btree ("_order");
  CREATE INDEX "header_nav_parent_id_idx" ON "header_nav" USING btree ("_parent_id");
  CREATE INDEX "header_nav_locale_idx" ON "header_nav" USING btree ("_locale");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "menus_id";
  ALTER TABLE "header" DROP COLUMN "main_menu_id";
  DROP TYPE "public"."enum_menus_items_children_flyout_link_type";
  DROP TYPE "public"."enum_menus_items_children_link_type";
  DROP TYPE "public"."enum_menus_items_link_type";
  DROP TYPE "public"."enum_menus_items_panel_width";
  DROP TYPE "public"."enum_menus_opens_on";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_items_children_flyout_link_type";
  DROP TYPE "public"."enum__menus_v_version_items_children_link_type";
  DROP TYPE "public"."enum__menus_v_version_items_link_type";
  DROP TYPE "public"."enum__menus_v_version_items_panel_width";
  DROP TYPE "public"."enum__menus_v_version_opens_on";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum__menus_v_published_locale";`)
  for (const statement of RESTORE_HEADER_NAV) await db.execute(sql.raw(statement))
}

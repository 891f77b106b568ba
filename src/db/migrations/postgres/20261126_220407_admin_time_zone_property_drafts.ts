import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { BLOCK_JSON_COLUMNS, withBlockTimeZone } from '@/db/block-time-zone'

/**
 * Dates in Tbilisi time (`<name>_tz` beside events' start and end, posts' date, countdown blocks'
 * end), properties with drafts, their agent, and the site settings' property enquiry form. Existing
 * rows are backfilled: every date gets its zone (the admin converts only when it is there), every
 * listing is published with its first version, and the enquiry form is the one the site found by
 * its title before.
 *
 * The listing's own `status` (available, reserved, sold) had the enum name the drafts' `_status`
 * takes: it is renamed (`enumName` in the collection), never dropped, so no value is lost.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_properties_status" RENAME TO "enum_properties_listing_status";
  CREATE TYPE "public"."enum_properties_status" AS ENUM('draft', 'published');
   CREATE TYPE "public"."enum_posts_publishedat_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum__posts_v_version_publishedat_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum_events_startsat_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum_events_endsat_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum__properties_v_version_deal_type" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum__properties_v_version_listing_status" AS ENUM('available', 'reserved', 'sold');
  CREATE TYPE "public"."enum__properties_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_published_locale" AS ENUM('ka', 'en');
  CREATE TABLE "_properties_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_deal_type" "enum__properties_v_version_deal_type" DEFAULT 'sale',
  	"version_status" "enum__properties_v_version_listing_status" DEFAULT 'available',
  	"version_price_gel" numeric,
  	"version_price_usd" numeric,
  	"version_area" numeric,
  	"version_rooms" numeric,
  	"version_floor" numeric,
  	"version_district_id" integer,
  	"version_property_type_id" integer,
  	"version_location_latitude" numeric,
  	"version_location_longitude" numeric,
  	"version_agent_phone" varchar,
  	"version_agent_email" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__properties_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__properties_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_properties_v_locales" (
  	"version_title" varchar,
  	"version_address" varchar,
  	"version_description" varchar,
  	"version_agent_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_properties_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "properties" ALTER COLUMN "deal_type" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "district_id" DROP NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "property_type_id" DROP NOT NULL;
  ALTER TABLE "properties_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "posts" ADD COLUMN "publishedat_tz" "enum_posts_publishedat_tz" DEFAULT 'Asia/Tbilisi';
  ALTER TABLE "_posts_v" ADD COLUMN "version_publishedat_tz" "enum__posts_v_version_publishedat_tz" DEFAULT 'Asia/Tbilisi';
  ALTER TABLE "events" ADD COLUMN "startsat_tz" "enum_events_startsat_tz" DEFAULT 'Asia/Tbilisi';
  ALTER TABLE "events" ADD COLUMN "endsat_tz" "enum_events_endsat_tz" DEFAULT 'Asia/Tbilisi';
  ALTER TABLE "properties" ADD COLUMN "agent_phone" varchar;
  ALTER TABLE "properties" ADD COLUMN "agent_email" varchar;
  ALTER TABLE "properties" ADD COLUMN "_status" "enum_properties_status" DEFAULT 'draft';
  ALTER TABLE "properties_locales" ADD COLUMN "agent_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "property_enquiry_form_id" integer;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_parent_id_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_district_id_property_districts_id_fk" FOREIGN KEY ("version_district_id") REFERENCES "public"."property_districts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_property_type_id_property_types_id_fk" FOREIGN KEY ("version_property_type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_locales" ADD CONSTRAINT "_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_properties_v_parent_idx" ON "_properties_v" USING btree ("parent_id");
  CREATE INDEX "_properties_v_version_version_slug_idx" ON "_properties_v" USING btree ("version_slug");
  CREATE INDEX "_properties_v_version_version_deal_type_idx" ON "_properties_v" USING btree ("version_deal_type");
  CREATE INDEX "_properties_v_version_version_status_idx" ON "_properties_v" USING btree ("version_status");
  CREATE INDEX "_properties_v_version_version_district_idx" ON "_properties_v" USING btree ("version_district_id");
  CREATE INDEX "_properties_v_version_version_property_type_idx" ON "_properties_v" USING btree ("version_property_type_id");
  CREATE INDEX "_properties_v_version_version_updated_at_idx" ON "_properties_v" USING btree ("version_updated_at");
  CREATE INDEX "_properties_v_version_version_created_at_idx" ON "_properties_v" USING btree ("version_created_at");
  CREATE INDEX "_properties_v_version_version__status_idx" ON "_properties_v" USING btree ("version__status");
  CREATE INDEX "_properties_v_created_at_idx" ON "_properties_v" USING btree ("created_at");
  CREATE INDEX "_properties_v_updated_at_idx" ON "_properties_v" USING btree ("updated_at");
  CREATE INDEX "_properties_v_snapshot_idx" ON "_properties_v" USING btree ("snapshot");
  CREATE INDEX "_properties_v_published_locale_idx" ON "_properties_v" USING btree ("published_locale");
  CREATE INDEX "_properties_v_latest_idx" ON "_properties_v" USING btree ("latest");
  CREATE INDEX "_properties_v_autosave_idx" ON "_properties_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_properties_v_locales_locale_parent_id_unique" ON "_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_rels_order_idx" ON "_properties_v_rels" USING btree ("order");
  CREATE INDEX "_properties_v_rels_parent_idx" ON "_properties_v_rels" USING btree ("parent_id");
  CREATE INDEX "_properties_v_rels_path_idx" ON "_properties_v_rels" USING btree ("path");
  CREATE INDEX "_properties_v_rels_media_id_idx" ON "_properties_v_rels" USING btree ("media_id");
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_property_enquiry_form_id_forms_id_fk" FOREIGN KEY ("property_enquiry_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties__status_idx" ON "properties" USING btree ("_status");
  CREATE INDEX "site_settings_property_enquiry_form_idx" ON "site_settings" USING btree ("property_enquiry_form_id");`)

  // Backfill. The zone columns' default filled the rows; the versions' and blocks' need writing.
  await db.execute(sql`
   UPDATE "posts" SET "publishedat_tz" = 'Asia/Tbilisi' WHERE "publishedat_tz" IS NULL;
  UPDATE "_posts_v" SET "version_publishedat_tz" = 'Asia/Tbilisi' WHERE "version_publishedat_tz" IS NULL;
  UPDATE "events" SET "startsat_tz" = 'Asia/Tbilisi' WHERE "startsat_tz" IS NULL;
  UPDATE "events" SET "endsat_tz" = 'Asia/Tbilisi' WHERE "endsat_tz" IS NULL;`)
  for (const [table, column] of BLOCK_JSON_COLUMNS) {
    const { rows } = await db.execute(
      sql`SELECT ${sql.identifier('id')}, ${sql.identifier(column)} AS ${sql.identifier('value')} FROM ${sql.identifier(table)}`,
    )
    for (const row of rows as { id: number; value: unknown }[]) {
      const next = withBlockTimeZone(row.value, 'countdown', 'endsAt', 'Asia/Tbilisi')
      if (next === null) continue
      const json = typeof next === 'string' ? next : JSON.stringify(next)
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = ${json}::jsonb WHERE ${sql.identifier('id')} = ${row.id}`,
      )
    }
  }
  // Listings were public: each is published, with its published version (what drafts read).
  await db.execute(sql`
   UPDATE "properties" SET "_status" = 'published';
  INSERT INTO "_properties_v" ("parent_id", "version_slug", "version_deal_type", "version_status", "version_price_gel", "version_price_usd", "version_area", "version_rooms", "version_floor", "version_district_id", "version_property_type_id", "version_location_latitude", "version_location_longitude", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave")
    SELECT "id", "slug", "deal_type"::text::"enum__properties_v_version_deal_type", "status"::text::"enum__properties_v_version_listing_status", "price_gel", "price_usd", "area", "rooms", "floor", "district_id", "property_type_id", "location_latitude", "location_longitude", "updated_at", "created_at", 'published', "updated_at", "updated_at", true, false FROM "properties" ORDER BY "id";
  INSERT INTO "_properties_v_locales" ("version_title", "version_address", "version_description", "_locale", "_parent_id")
    SELECT l."title", l."address", l."description", l."_locale", v."id" FROM "properties_locales" l JOIN "_properties_v" v ON v."parent_id" = l."_parent_id";
  INSERT INTO "_properties_v_rels" ("order", "parent_id", "path", "media_id")
    SELECT r."order", v."id", 'version.' || r."path", r."media_id" FROM "properties_rels" r JOIN "_properties_v" v ON v."parent_id" = r."parent_id";
  UPDATE "site_settings" SET "property_enquiry_form_id" = (SELECT "id" FROM "forms" WHERE "title" = 'Property enquiry' ORDER BY "id" LIMIT 1);`)
  // The versions' translations are read by their parent, like every translations table.
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "_properties_v_locales_parent_idx" ON "_properties_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older schema has no drafts and shows every listing: a listing never published goes.
  await db.execute(sql`
   DELETE FROM "properties" WHERE "_status" IS DISTINCT FROM 'published';
   ALTER TABLE "_properties_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_properties_v" CASCADE;
  DROP TABLE "_properties_v_locales" CASCADE;
  DROP TABLE "_properties_v_rels" CASCADE;
  ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_property_enquiry_form_id_forms_id_fk";
  
  DROP INDEX "properties__status_idx";
  DROP INDEX "site_settings_property_enquiry_form_idx";
  ALTER TABLE "properties" ALTER COLUMN "deal_type" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "district_id" SET NOT NULL;
  ALTER TABLE "properties" ALTER COLUMN "property_type_id" SET NOT NULL;
  ALTER TABLE "properties_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "posts" DROP COLUMN "publishedat_tz";
  ALTER TABLE "_posts_v" DROP COLUMN "version_publishedat_tz";
  ALTER TABLE "events" DROP COLUMN "startsat_tz";
  ALTER TABLE "events" DROP COLUMN "endsat_tz";
  ALTER TABLE "properties" DROP COLUMN "agent_phone";
  ALTER TABLE "properties" DROP COLUMN "agent_email";
  ALTER TABLE "properties" DROP COLUMN "_status";
  DROP TYPE "public"."enum_properties_status";
  ALTER TYPE "public"."enum_properties_listing_status" RENAME TO "enum_properties_status";
  ALTER TABLE "properties_locales" DROP COLUMN "agent_name";
  ALTER TABLE "site_settings" DROP COLUMN "property_enquiry_form_id";
  DROP TYPE "public"."enum_posts_publishedat_tz";
  DROP TYPE "public"."enum__posts_v_version_publishedat_tz";
  DROP TYPE "public"."enum_events_startsat_tz";
  DROP TYPE "public"."enum_events_endsat_tz";
  DROP TYPE "public"."enum__properties_v_version_deal_type";
  DROP TYPE "public"."enum__properties_v_version_listing_status";
  DROP TYPE "public"."enum__properties_v_version_status";
  DROP TYPE "public"."enum__properties_v_published_locale";`)
}

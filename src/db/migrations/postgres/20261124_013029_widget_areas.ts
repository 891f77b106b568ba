import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "widget_areas" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "widget_areas_locales" (
  	"layout" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "widget_areas_id" integer;
  ALTER TABLE "widget_areas_locales" ADD CONSTRAINT "widget_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."widget_areas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "widget_areas_updated_at_idx" ON "widget_areas" USING btree ("updated_at");
  CREATE INDEX "widget_areas_created_at_idx" ON "widget_areas" USING btree ("created_at");
  CREATE UNIQUE INDEX "widget_areas_locales_locale_parent_id_unique" ON "widget_areas_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_widget_areas_fk" FOREIGN KEY ("widget_areas_id") REFERENCES "public"."widget_areas"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_widget_areas_id_idx" ON "payload_locked_documents_rels" USING btree ("widget_areas_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "widget_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "widget_areas_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "widget_areas" CASCADE;
  DROP TABLE "widget_areas_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_widget_areas_fk";
  
  DROP INDEX "payload_locked_documents_rels_widget_areas_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "widget_areas_id";`)
}

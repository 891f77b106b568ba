import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_market_history_deal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_market_rates_setat_tz" AS ENUM('Asia/Tbilisi');
  CREATE TYPE "public"."enum_market_rates_previoussetat_tz" AS ENUM('Asia/Tbilisi');
  CREATE TABLE "market_history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" varchar NOT NULL,
  	"district_id" integer,
  	"deal_type" "enum_market_history_deal" NOT NULL,
  	"price_per_sqm" numeric,
  	"listings" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "market_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"usd" numeric,
  	"eur" numeric,
  	"set_at" timestamp(3) with time zone,
  	"setat_tz" "enum_market_rates_setat_tz" DEFAULT 'Asia/Tbilisi',
  	"previous_usd" numeric,
  	"previous_eur" numeric,
  	"previous_set_at" timestamp(3) with time zone,
  	"previoussetat_tz" "enum_market_rates_previoussetat_tz" DEFAULT 'Asia/Tbilisi',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "market_history_id" integer;
  ALTER TABLE "market_history" ADD CONSTRAINT "market_history_district_id_property_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."property_districts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "market_history_month_idx" ON "market_history" USING btree ("month");
  CREATE INDEX "market_history_district_idx" ON "market_history" USING btree ("district_id");
  CREATE INDEX "market_history_updated_at_idx" ON "market_history" USING btree ("updated_at");
  CREATE INDEX "market_history_created_at_idx" ON "market_history" USING btree ("created_at");
  CREATE UNIQUE INDEX "month_district_dealType_idx" ON "market_history" USING btree ("month","district_id","deal_type");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_market_history_fk" FOREIGN KEY ("market_history_id") REFERENCES "public"."market_history"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_market_history_id_idx" ON "payload_locked_documents_rels" USING btree ("market_history_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "market_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "market_rates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "market_history" CASCADE;
  DROP TABLE "market_rates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_market_history_fk";
  
  DROP INDEX "payload_locked_documents_rels_market_history_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "market_history_id";
  DROP TYPE "public"."enum_market_history_deal";
  DROP TYPE "public"."enum_market_rates_setat_tz";
  DROP TYPE "public"."enum_market_rates_previoussetat_tz";`)
}

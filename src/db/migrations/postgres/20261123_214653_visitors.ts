import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visitors_locale" AS ENUM('ka', 'en');
  CREATE TABLE "visitors_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "visitors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"nickname" varchar NOT NULL,
  	"link" varchar,
  	"address" varchar,
  	"locale" "enum_visitors_locale" DEFAULT 'ka' NOT NULL,
  	"verified" boolean DEFAULT false,
  	"verified_at" timestamp(3) with time zone,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visitors_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "visitors_id" integer;
  ALTER TABLE "visitors_sessions" ADD CONSTRAINT "visitors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "visitors_sessions_order_idx" ON "visitors_sessions" USING btree ("_order");
  CREATE INDEX "visitors_sessions_parent_id_idx" ON "visitors_sessions" USING btree ("_parent_id");
  CREATE INDEX "visitors_verified_idx" ON "visitors" USING btree ("verified");
  CREATE INDEX "visitors_updated_at_idx" ON "visitors" USING btree ("updated_at");
  CREATE INDEX "visitors_created_at_idx" ON "visitors" USING btree ("created_at");
  CREATE UNIQUE INDEX "visitors_email_idx" ON "visitors" USING btree ("email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visitors_fk" FOREIGN KEY ("visitors_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_visitors_fk" FOREIGN KEY ("visitors_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visitors_id_idx" ON "payload_locked_documents_rels" USING btree ("visitors_id");
  CREATE INDEX "payload_preferences_rels_visitors_id_idx" ON "payload_preferences_rels" USING btree ("visitors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visitors_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visitors" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visitors_sessions" CASCADE;
  DROP TABLE "visitors" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visitors_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_visitors_fk";
  
  DROP INDEX "payload_locked_documents_rels_visitors_id_idx";
  DROP INDEX "payload_preferences_rels_visitors_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visitors_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "visitors_id";
  DROP TYPE "public"."enum_visitors_locale";`)
}

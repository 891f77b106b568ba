import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visitors_locale" AS ENUM('ka', 'en');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'subscribed', 'unsubscribed');
  CREATE TYPE "public"."enum_subscribers_locale" AS ENUM('ka', 'en');
  CREATE TYPE "public"."enum_subscribers_mailchimp_state" AS ENUM('queued', 'retrying', 'sent', 'failed');
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
  
  CREATE TABLE "newsletter_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"double_opt_in" boolean DEFAULT true,
  	"mailchimp_api_key" varchar,
  	"mailchimp_audience_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"list_id" integer NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"phone" varchar,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"locale" "enum_subscribers_locale",
  	"link_key" varchar NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"consent_ip" varchar,
  	"consent_page" varchar,
  	"consent_text" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"mailchimp_state" "enum_subscribers_mailchimp_state",
  	"mailchimp_attempts" numeric DEFAULT 0,
  	"mailchimp_next_attempt_at" timestamp(3) with time zone,
  	"mailchimp_last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visitors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_preferences_rels" ADD COLUMN "visitors_id" integer;
  ALTER TABLE "visitors_sessions" ADD CONSTRAINT "visitors_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_list_id_newsletter_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "visitors_sessions_order_idx" ON "visitors_sessions" USING btree ("_order");
  CREATE INDEX "visitors_sessions_parent_id_idx" ON "visitors_sessions" USING btree ("_parent_id");
  CREATE INDEX "visitors_verified_idx" ON "visitors" USING btree ("verified");
  CREATE INDEX "visitors_updated_at_idx" ON "visitors" USING btree ("updated_at");
  CREATE INDEX "visitors_created_at_idx" ON "visitors" USING btree ("created_at");
  CREATE UNIQUE INDEX "visitors_email_idx" ON "visitors" USING btree ("email");
  CREATE INDEX "newsletter_lists_updated_at_idx" ON "newsletter_lists" USING btree ("updated_at");
  CREATE INDEX "newsletter_lists_created_at_idx" ON "newsletter_lists" USING btree ("created_at");
  CREATE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_list_idx" ON "subscribers" USING btree ("list_id");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE UNIQUE INDEX "subscribers_link_key_idx" ON "subscribers" USING btree ("link_key");
  CREATE INDEX "subscribers_mailchimp_mailchimp_state_idx" ON "subscribers" USING btree ("mailchimp_state");
  CREATE INDEX "subscribers_mailchimp_mailchimp_next_attempt_at_idx" ON "subscribers" USING btree ("mailchimp_next_attempt_at");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "list_email_idx" ON "subscribers" USING btree ("list_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visitors_fk" FOREIGN KEY ("visitors_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_lists_fk" FOREIGN KEY ("newsletter_lists_id") REFERENCES "public"."newsletter_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_visitors_fk" FOREIGN KEY ("visitors_id") REFERENCES "public"."visitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visitors_id_idx" ON "payload_locked_documents_rels" USING btree ("visitors_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_lists_id");
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_preferences_rels_visitors_id_idx" ON "payload_preferences_rels" USING btree ("visitors_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visitors_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visitors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visitors_sessions" CASCADE;
  DROP TABLE "visitors" CASCADE;
  DROP TABLE "newsletter_lists" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visitors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_preferences_rels" DROP CONSTRAINT "payload_preferences_rels_visitors_fk";
  
  DROP INDEX "payload_locked_documents_rels_visitors_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  DROP INDEX "payload_preferences_rels_visitors_id_idx";
  ALTER TABLE "mail_outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visitors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "payload_preferences_rels" DROP COLUMN "visitors_id";
  DROP TYPE "public"."enum_visitors_locale";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_subscribers_locale";
  DROP TYPE "public"."enum_subscribers_mailchimp_state";`)
}

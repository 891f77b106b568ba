import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('mail_sent', 'mail_failed', 'validation_failed', 'acceptance_missing', 'spam', 'aborted', 'payment_required');
  CREATE TYPE "public"."enum_form_submissions_mail_state" AS ENUM('queued', 'sending', 'retrying', 'sent', 'stored', 'failed', 'skipped');
  CREATE TYPE "public"."enum_form_submissions_spam_verdict" AS ENUM('ham', 'spam');
  CREATE TYPE "public"."enum_mail_outbox_transport" AS ENUM('smtp', 'outbox');
  CREATE TYPE "public"."enum_mail_outbox_kind" AS ENUM('mail', 'mail2');
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"accepting_submissions" boolean DEFAULT true,
  	"mail_to" varchar DEFAULT '[_site_admin_email]' NOT NULL,
  	"mail_from" varchar DEFAULT '[_site_title] <[_site_admin_email]>',
  	"mail_reply_to" varchar DEFAULT '[your-email]',
  	"mail_attachments" varchar,
  	"mail2_active" boolean DEFAULT false,
  	"mail2_to" varchar DEFAULT '[your-email]',
  	"mail2_from" varchar DEFAULT '[_site_title] <[_site_admin_email]>',
  	"mail2_reply_to" varchar DEFAULT '[_site_admin_email]',
  	"mail2_attachments" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"template" varchar DEFAULT '<label> სახელი [text* your-name autocomplete:name] </label>
  
  <label> ელფოსტა [email* your-email autocomplete:email] </label>
  
  <label> შეტყობინება [textarea* your-message maxlength:2000] </label>
  
  [submit "გაგზავნა"]' NOT NULL,
  	"mail_subject" varchar DEFAULT '[_site_title]: "[your-subject]"',
  	"mail_body" varchar DEFAULT 'გამომგზავნი: [your-name] <[your-email]>
  თემა: [your-subject]
  
  შეტყობინება:
  [your-message]
  
  -- 
  ეს წერილი გამოგზავნილია [_site_title]-ის საკონტაქტო ფორმით ([_site_url]).',
  	"mail2_subject" varchar DEFAULT '[_site_title]: "[your-subject]"',
  	"mail2_body" varchar DEFAULT 'შეტყობინება:
  [your-message]
  
  -- 
  ეს წერილი გამოგზავნილია [_site_title]-დან ([_site_url]).',
  	"messages_mail_sent_ok" varchar,
  	"messages_mail_sent_ng" varchar,
  	"messages_validation_error" varchar,
  	"messages_spam" varchar,
  	"messages_accept_terms" varchar,
  	"messages_invalid_required" varchar,
  	"messages_invalid_too_long" varchar,
  	"messages_invalid_too_short" varchar,
  	"messages_upload_failed" varchar,
  	"messages_upload_file_type_invalid" varchar,
  	"messages_upload_file_too_large" varchar,
  	"messages_upload_failed_php_error" varchar,
  	"messages_invalid_date" varchar,
  	"messages_date_too_early" varchar,
  	"messages_date_too_late" varchar,
  	"messages_invalid_number" varchar,
  	"messages_number_too_small" varchar,
  	"messages_number_too_large" varchar,
  	"messages_quiz_answer_not_correct" varchar,
  	"messages_invalid_email" varchar,
  	"messages_invalid_url" varchar,
  	"messages_invalid_tel" varchar,
  	"messages_aborted" varchar,
  	"messages_payment_required" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"form_id" integer NOT NULL,
  	"status" "enum_form_submissions_status" NOT NULL,
  	"mail_state" "enum_form_submissions_mail_state" DEFAULT 'skipped' NOT NULL,
  	"fields" jsonb NOT NULL,
  	"invalid_fields" jsonb,
  	"mail_attempts" numeric DEFAULT 0,
  	"mail_delivered_at" timestamp(3) with time zone,
  	"mail_next_attempt_at" timestamp(3) with time zone,
  	"mail_last_error" varchar,
  	"spam_verdict" "enum_form_submissions_spam_verdict",
  	"spam_score" numeric,
  	"spam_reasons" varchar,
  	"spam_signals" jsonb,
  	"meta_locale" varchar,
  	"meta_unit_tag" varchar,
  	"meta_container_post" numeric,
  	"meta_channel" varchar,
  	"meta_page_url" varchar,
  	"meta_remote_ip" varchar,
  	"meta_user_agent" varchar,
  	"meta_posted_data_hash" varchar,
  	"search_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  CREATE TABLE "submission_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" varchar,
  	"original_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "mail_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"from" varchar,
  	"subject" varchar,
  	"reply_to" varchar,
  	"text" varchar,
  	"transport" "enum_mail_outbox_transport" NOT NULL,
  	"kind" "enum_mail_outbox_kind",
  	"message_id" varchar,
  	"submission_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mail_outbox_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"submission_files_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "submission_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mail_outbox_id" integer;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mail_outbox_rels" ADD CONSTRAINT "mail_outbox_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mail_outbox_rels" ADD CONSTRAINT "mail_outbox_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "form_submissions_mail_state_idx" ON "form_submissions" USING btree ("mail_state");
  CREATE INDEX "form_submissions_mail_mail_next_attempt_at_idx" ON "form_submissions" USING btree ("mail_next_attempt_at");
  CREATE INDEX "form_submissions_spam_spam_verdict_idx" ON "form_submissions" USING btree ("spam_verdict");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_submissions_rels_order_idx" ON "form_submissions_rels" USING btree ("order");
  CREATE INDEX "form_submissions_rels_parent_idx" ON "form_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "form_submissions_rels_path_idx" ON "form_submissions_rels" USING btree ("path");
  CREATE INDEX "form_submissions_rels_submission_files_id_idx" ON "form_submissions_rels" USING btree ("submission_files_id");
  CREATE INDEX "submission_files_updated_at_idx" ON "submission_files" USING btree ("updated_at");
  CREATE INDEX "submission_files_created_at_idx" ON "submission_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "submission_files_filename_idx" ON "submission_files" USING btree ("filename");
  CREATE INDEX "mail_outbox_submission_idx" ON "mail_outbox" USING btree ("submission_id");
  CREATE INDEX "mail_outbox_updated_at_idx" ON "mail_outbox" USING btree ("updated_at");
  CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");
  CREATE INDEX "mail_outbox_rels_order_idx" ON "mail_outbox_rels" USING btree ("order");
  CREATE INDEX "mail_outbox_rels_parent_idx" ON "mail_outbox_rels" USING btree ("parent_id");
  CREATE INDEX "mail_outbox_rels_path_idx" ON "mail_outbox_rels" USING btree ("path");
  CREATE INDEX "mail_outbox_rels_submission_files_id_idx" ON "mail_outbox_rels" USING btree ("submission_files_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_submission_files_fk" FOREIGN KEY ("submission_files_id") REFERENCES "public"."submission_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk" FOREIGN KEY ("mail_outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_submission_files_id_idx" ON "payload_locked_documents_rels" USING btree ("submission_files_id");
  CREATE INDEX "payload_locked_documents_rels_mail_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("mail_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "submission_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mail_outbox_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_rels" CASCADE;
  DROP TABLE "submission_files" CASCADE;
  DROP TABLE "mail_outbox" CASCADE;
  DROP TABLE "mail_outbox_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_submission_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mail_outbox_fk";
  
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_submission_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_mail_outbox_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "submission_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mail_outbox_id";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_form_submissions_mail_state";
  DROP TYPE "public"."enum_form_submissions_spam_verdict";
  DROP TYPE "public"."enum_mail_outbox_transport";
  DROP TYPE "public"."enum_mail_outbox_kind";`)
}

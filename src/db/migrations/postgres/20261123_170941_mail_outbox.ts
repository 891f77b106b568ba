import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mail_outbox_state" AS ENUM('queued', 'sending', 'retrying', 'sent', 'stored', 'failed');
  ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_submission_id_form_submissions_id_fk";

  ALTER TABLE "form_submissions" ALTER COLUMN "mail_state" SET DATA TYPE text;
  ALTER TABLE "form_submissions" ALTER COLUMN "mail_state" SET DEFAULT 'skipped'::text;
  -- A submission now says only whether its mail was queued; delivery is tracked per message.
  ALTER TABLE "form_submissions" ADD COLUMN "mail_error" varchar;
  UPDATE "form_submissions" SET "mail_error" = "mail_last_error";
  UPDATE "form_submissions" SET "mail_state" = 'failed',
    "mail_error" = 'Not delivered before mail moved to the outbox.'
    WHERE "mail_state" IN ('queued', 'sending', 'retrying');
  UPDATE "form_submissions" SET "mail_state" = 'queued' WHERE "mail_state" IN ('sent', 'stored');
  DROP TYPE "public"."enum_form_submissions_mail_state";
  CREATE TYPE "public"."enum_form_submissions_mail_state" AS ENUM('queued', 'failed', 'skipped');
  ALTER TABLE "form_submissions" ALTER COLUMN "mail_state" SET DEFAULT 'skipped'::"public"."enum_form_submissions_mail_state";
  ALTER TABLE "form_submissions" ALTER COLUMN "mail_state" SET DATA TYPE "public"."enum_form_submissions_mail_state" USING "mail_state"::"public"."enum_form_submissions_mail_state";
  DROP INDEX "form_submissions_mail_mail_next_attempt_at_idx";
  DROP INDEX "mail_outbox_submission_idx";
  ALTER TABLE "mail_outbox" ALTER COLUMN "transport" DROP NOT NULL;
  ALTER TABLE "mail_outbox" ALTER COLUMN "kind" SET DATA TYPE varchar;
  ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;
  ALTER TABLE "mail_outbox" ADD COLUMN "state" "enum_mail_outbox_state" DEFAULT 'queued' NOT NULL;
  ALTER TABLE "mail_outbox" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "mail_outbox" ADD COLUMN "delivered_at" timestamp(3) with time zone;
  ALTER TABLE "mail_outbox" ADD COLUMN "last_error" varchar;
  ALTER TABLE "mail_outbox" ADD COLUMN "source" varchar;
  ALTER TABLE "mail_outbox" ADD COLUMN "source_id" numeric;
  -- Messages written before were delivered: they keep their transport and point at their source.
  UPDATE "mail_outbox" o SET
    "state" = CASE WHEN "transport" = 'smtp' THEN 'sent' ELSE 'stored' END::"enum_mail_outbox_state",
    "attempts" = 1,
    "delivered_at" = "created_at",
    "source" = CASE WHEN "submission_id" IS NULL THEN NULL ELSE 'form-submissions' END,
    "source_id" = "submission_id",
    "attachments" = (
      SELECT jsonb_agg(jsonb_build_object('collection', 'submission-files', 'id', r."submission_files_id",
        'filename', coalesce(f."original_name", f."filename")) ORDER BY r."order")
      FROM "mail_outbox_rels" r JOIN "submission_files" f ON f."id" = r."submission_files_id"
      WHERE r."parent_id" = o."id" AND r."path" = 'attachments');
  ALTER TABLE "mail_outbox_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mail_outbox_rels" CASCADE;
  CREATE INDEX "mail_outbox_state_idx" ON "mail_outbox" USING btree ("state");
  CREATE INDEX "mail_outbox_next_attempt_at_idx" ON "mail_outbox" USING btree ("next_attempt_at");
  CREATE INDEX "mail_outbox_source_idx" ON "mail_outbox" USING btree ("source");
  CREATE INDEX "mail_outbox_source_id_idx" ON "mail_outbox" USING btree ("source_id");
  ALTER TABLE "form_submissions" DROP COLUMN "mail_attempts";
  ALTER TABLE "form_submissions" DROP COLUMN "mail_delivered_at";
  ALTER TABLE "form_submissions" DROP COLUMN "mail_next_attempt_at";
  ALTER TABLE "form_submissions" DROP COLUMN "mail_last_error";
  ALTER TABLE "mail_outbox" DROP COLUMN "submission_id";
  DROP TYPE "public"."enum_mail_outbox_kind";`)
}

// The old schema kept delivery state per submission and a relationship table for attachments;
// rebuilding them from the outbox would lose or invent data. Restore a backup instead.
export async function down(_args: MigrateDownArgs): Promise<void> {
  throw new Error('The mail_outbox migration cannot be undone: restore the database from a backup.')
}

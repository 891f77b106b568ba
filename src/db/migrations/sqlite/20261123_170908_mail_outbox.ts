import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_mail_outbox\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`to\` text NOT NULL,
  	\`from\` text,
  	\`subject\` text,
  	\`reply_to\` text,
  	\`text\` text,
  	\`attachments\` text,
  	\`state\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`delivered_at\` text,
  	\`last_error\` text,
  	\`transport\` text,
  	\`kind\` text,
  	\`message_id\` text,
  	\`source\` text,
  	\`source_id\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  // Messages written before were delivered: they keep their transport and point at their source.
  await db.run(sql`INSERT INTO \`__new_mail_outbox\`("id", "to", "from", "subject", "reply_to", "text", "attachments", "state", "attempts", "delivered_at", "transport", "kind", "message_id", "source", "source_id", "updated_at", "created_at")
    SELECT o."id", o."to", o."from", o."subject", o."reply_to", o."text",
      (SELECT CASE WHEN count(*) = 0 THEN NULL ELSE json_group_array(json_object('collection', 'submission-files', 'id', r."submission_files_id", 'filename', coalesce(f."original_name", f."filename"))) END
        FROM \`mail_outbox_rels\` r JOIN \`submission_files\` f ON f."id" = r."submission_files_id"
        WHERE r."parent_id" = o."id" AND r."path" = 'attachments'),
      CASE o."transport" WHEN 'smtp' THEN 'sent' ELSE 'stored' END, 1, o."created_at", o."transport", o."kind", o."message_id",
      CASE WHEN o."submission_id" IS NULL THEN NULL ELSE 'form-submissions' END, o."submission_id", o."updated_at", o."created_at"
    FROM \`mail_outbox\` o;`)
  await db.run(sql`DROP TABLE \`mail_outbox_rels\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`ALTER TABLE \`__new_mail_outbox\` RENAME TO \`mail_outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`mail_outbox_state_idx\` ON \`mail_outbox\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_next_attempt_at_idx\` ON \`mail_outbox\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_source_idx\` ON \`mail_outbox\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_source_id_idx\` ON \`mail_outbox\` (\`source_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`form_submissions_mail_mail_next_attempt_at_idx\`;`)
  // A submission now says only whether its mail was queued; delivery is tracked per message.
  await db.run(sql`ALTER TABLE \`form_submissions\` ADD \`mail_error\` text;`)
  await db.run(sql`UPDATE \`form_submissions\` SET \`mail_error\` = \`mail_last_error\`;`)
  await db.run(sql`UPDATE \`form_submissions\` SET \`mail_state\` = 'failed', \`mail_error\` = 'Not delivered before mail moved to the outbox.' WHERE \`mail_state\` IN ('queued', 'sending', 'retrying');`)
  await db.run(sql`UPDATE \`form_submissions\` SET \`mail_state\` = 'queued' WHERE \`mail_state\` IN ('sent', 'stored');`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`mail_attempts\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`mail_delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`mail_next_attempt_at\`;`)
  await db.run(sql`ALTER TABLE \`form_submissions\` DROP COLUMN \`mail_last_error\`;`)
}

// The old schema kept delivery state per submission and a relationship table for attachments;
// rebuilding them from the outbox would lose or invent data. Restore a backup instead.
export async function down(_args: MigrateDownArgs): Promise<void> {
  throw new Error('The mail_outbox migration cannot be undone: restore the database from a backup.')
}

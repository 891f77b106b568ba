import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`accepting_submissions\` integer DEFAULT true,
  	\`mail_to\` text DEFAULT '[_site_admin_email]' NOT NULL,
  	\`mail_from\` text DEFAULT '[_site_title] <[_site_admin_email]>',
  	\`mail_reply_to\` text DEFAULT '[your-email]',
  	\`mail_attachments\` text,
  	\`mail2_active\` integer DEFAULT false,
  	\`mail2_to\` text DEFAULT '[your-email]',
  	\`mail2_from\` text DEFAULT '[_site_title] <[_site_admin_email]>',
  	\`mail2_reply_to\` text DEFAULT '[_site_admin_email]',
  	\`mail2_attachments\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`template\` text DEFAULT '<label> სახელი [text* your-name autocomplete:name] </label>
  
  <label> ელფოსტა [email* your-email autocomplete:email] </label>
  
  <label> შეტყობინება [textarea* your-message maxlength:2000] </label>
  
  [submit "გაგზავნა"]' NOT NULL,
  	\`mail_subject\` text DEFAULT '[_site_title]: "[your-subject]"',
  	\`mail_body\` text DEFAULT 'გამომგზავნი: [your-name] <[your-email]>
  თემა: [your-subject]
  
  შეტყობინება:
  [your-message]
  
  -- 
  ეს წერილი გამოგზავნილია [_site_title]-ის საკონტაქტო ფორმით ([_site_url]).',
  	\`mail2_subject\` text DEFAULT '[_site_title]: "[your-subject]"',
  	\`mail2_body\` text DEFAULT 'შეტყობინება:
  [your-message]
  
  -- 
  ეს წერილი გამოგზავნილია [_site_title]-დან ([_site_url]).',
  	\`messages_mail_sent_ok\` text,
  	\`messages_mail_sent_ng\` text,
  	\`messages_validation_error\` text,
  	\`messages_spam\` text,
  	\`messages_accept_terms\` text,
  	\`messages_invalid_required\` text,
  	\`messages_invalid_too_long\` text,
  	\`messages_invalid_too_short\` text,
  	\`messages_upload_failed\` text,
  	\`messages_upload_file_type_invalid\` text,
  	\`messages_upload_file_too_large\` text,
  	\`messages_upload_failed_php_error\` text,
  	\`messages_invalid_date\` text,
  	\`messages_date_too_early\` text,
  	\`messages_date_too_late\` text,
  	\`messages_invalid_number\` text,
  	\`messages_number_too_small\` text,
  	\`messages_number_too_large\` text,
  	\`messages_quiz_answer_not_correct\` text,
  	\`messages_invalid_email\` text,
  	\`messages_invalid_url\` text,
  	\`messages_invalid_tel\` text,
  	\`messages_aborted\` text,
  	\`messages_payment_required\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`summary\` text,
  	\`form_id\` integer NOT NULL,
  	\`status\` text NOT NULL,
  	\`mail_state\` text DEFAULT 'skipped' NOT NULL,
  	\`fields\` text NOT NULL,
  	\`invalid_fields\` text,
  	\`mail_attempts\` numeric DEFAULT 0,
  	\`mail_delivered_at\` text,
  	\`mail_next_attempt_at\` text,
  	\`mail_last_error\` text,
  	\`spam_verdict\` text,
  	\`spam_score\` numeric,
  	\`spam_reasons\` text,
  	\`spam_signals\` text,
  	\`meta_locale\` text,
  	\`meta_unit_tag\` text,
  	\`meta_container_post\` numeric,
  	\`meta_channel\` text,
  	\`meta_page_url\` text,
  	\`meta_remote_ip\` text,
  	\`meta_user_agent\` text,
  	\`meta_posted_data_hash\` text,
  	\`search_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_status_idx\` ON \`form_submissions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_mail_state_idx\` ON \`form_submissions\` (\`mail_state\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_mail_mail_next_attempt_at_idx\` ON \`form_submissions\` (\`mail_next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_spam_spam_verdict_idx\` ON \`form_submissions\` (\`spam_verdict\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`submission_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_order_idx\` ON \`form_submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_parent_idx\` ON \`form_submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_path_idx\` ON \`form_submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_submission_files_id_idx\` ON \`form_submissions_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE TABLE \`submission_files\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`field\` text,
  	\`original_name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`submission_files_updated_at_idx\` ON \`submission_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`submission_files_created_at_idx\` ON \`submission_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`submission_files_filename_idx\` ON \`submission_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`to\` text NOT NULL,
  	\`from\` text,
  	\`subject\` text,
  	\`reply_to\` text,
  	\`text\` text,
  	\`transport\` text NOT NULL,
  	\`kind\` text,
  	\`message_id\` text,
  	\`submission_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`submission_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_submission_idx\` ON \`mail_outbox\` (\`submission_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_updated_at_idx\` ON \`mail_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_created_at_idx\` ON \`mail_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_outbox_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`submission_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_files_id\`) REFERENCES \`submission_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_outbox_rels_order_idx\` ON \`mail_outbox_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_rels_parent_idx\` ON \`mail_outbox_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_rels_path_idx\` ON \`mail_outbox_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`mail_outbox_rels_submission_files_id_idx\` ON \`mail_outbox_rels\` (\`submission_files_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forms_id\` integer REFERENCES forms(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`submission_files_id\` integer REFERENCES submission_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`mail_outbox_id\` integer REFERENCES mail_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_files_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_rels\`;`)
  await db.run(sql`DROP TABLE \`submission_files\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox\`;`)
  await db.run(sql`DROP TABLE \`mail_outbox_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "tags_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

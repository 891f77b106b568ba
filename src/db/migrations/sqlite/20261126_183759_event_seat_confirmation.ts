import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`event_members\` ADD \`hold_until\` text;`)
  await db.run(sql`ALTER TABLE \`event_members\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`event_members\` ADD \`client_key\` text;`)
  await db.run(sql`ALTER TABLE \`event_members\` ADD \`noticed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older schema knows no pending or expired seats: a held seat counts as taken, a released
  // one as cancelled.
  await db.run(sql`UPDATE \`event_members\` SET \`status\` = 'confirmed' WHERE \`status\` = 'pending';`)
  await db.run(sql`UPDATE \`event_members\` SET \`status\` = 'cancelled' WHERE \`status\` = 'expired';`)
  await db.run(sql`ALTER TABLE \`event_members\` DROP COLUMN \`hold_until\`;`)
  await db.run(sql`ALTER TABLE \`event_members\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`event_members\` DROP COLUMN \`client_key\`;`)
  await db.run(sql`ALTER TABLE \`event_members\` DROP COLUMN \`noticed_at\`;`)
}

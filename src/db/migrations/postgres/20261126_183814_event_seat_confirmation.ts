import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_event_members_status" ADD VALUE 'pending' BEFORE 'confirmed';
  ALTER TYPE "public"."enum_event_members_status" ADD VALUE 'expired';
  ALTER TABLE "event_members" ADD COLUMN "hold_until" timestamp(3) with time zone;
  ALTER TABLE "event_members" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "event_members" ADD COLUMN "client_key" varchar;
  ALTER TABLE "event_members" ADD COLUMN "noticed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The older schema knows no pending or expired seats: a held seat counts as taken, a released
  // one as cancelled.
  await db.execute(sql`
   UPDATE "event_members" SET "status" = 'confirmed' WHERE "status" = 'pending';
  UPDATE "event_members" SET "status" = 'cancelled' WHERE "status" = 'expired';
  ALTER TABLE "event_members" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_event_members_status";
  CREATE TYPE "public"."enum_event_members_status" AS ENUM('confirmed', 'waitlisted', 'cancelled');
  ALTER TABLE "event_members" ALTER COLUMN "status" SET DATA TYPE "public"."enum_event_members_status" USING "status"::"public"."enum_event_members_status";
  ALTER TABLE "event_members" DROP COLUMN "hold_until";
  ALTER TABLE "event_members" DROP COLUMN "confirmed_at";
  ALTER TABLE "event_members" DROP COLUMN "client_key";
  ALTER TABLE "event_members" DROP COLUMN "noticed_at";`)
}

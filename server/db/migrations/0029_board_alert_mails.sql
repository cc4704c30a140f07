-- A mail about a dark board (or its recovery) that the SMTP server did not take is tried again:
-- it waits in its board's "board_alerts" row, with the users already told, until everyone who
-- asked for it was told, the next change of the board replaces it, or the retries end (1, 2,
-- 4 ... 128 minutes apart). A process takes a due mail by moving "mail_due_at" on in one
-- statement (FOR UPDATE SKIP LOCKED), so no two processes send the same mail.
ALTER TABLE "board_alerts" ADD COLUMN "mail" jsonb;--> statement-breakpoint
ALTER TABLE "board_alerts" ADD COLUMN "mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_alerts" ADD COLUMN "mail_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "board_alerts_mail_due" ON "board_alerts" USING btree ("mail_due_at") WHERE "board_alerts"."mail_due_at" IS NOT NULL;

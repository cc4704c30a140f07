-- Work done later acts with the rights of whoever last set it: a scheduled change as the user
-- who last saved it (creation or edit), a content workflow as the user who last started or
-- resumed it. Existing rows act for their creator, as before.
ALTER TABLE "scheduled_changes" ADD COLUMN "set_by" uuid;--> statement-breakpoint
ALTER TABLE "scheduled_changes" ADD CONSTRAINT "scheduled_changes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "scheduled_changes" SET "set_by" = "created_by";--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "set_by" uuid;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD CONSTRAINT "content_jobs_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "content_jobs" SET "set_by" = "created_by";

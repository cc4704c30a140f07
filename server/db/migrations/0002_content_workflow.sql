CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"modified_by" uuid,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_jobs" DROP CONSTRAINT "content_jobs_kind_id_kinds_id_fk";
--> statement-breakpoint
ALTER TABLE "content_jobs" ALTER COLUMN "kind_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_modified_by_users_id_fk" FOREIGN KEY ("modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD CONSTRAINT "content_jobs_kind_id_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds"("id") ON DELETE set null ON UPDATE no action;
-- A change of a board row (shops_to_prices) saved "vanaf" a moment: the server applies it then,
-- once, through the one writer. `link_id` has no foreign key: a row deleted before the moment
-- leaves the change to fail with a reason (and an undone delete brings the row back for it).
CREATE TABLE "scheduled_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"apply_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"applied_at" timestamp with time zone,
	"leased_until" timestamp with time zone,
	"leased_by" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_changes_kind" CHECK ("kind" in ('prices', 'availability', 'new', 'discount', 'remove_discounts', 'category')),
	CONSTRAINT "scheduled_changes_status" CHECK ("status" in ('pending', 'applied', 'cancelled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "scheduled_changes" ADD CONSTRAINT "scheduled_changes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_changes" ADD CONSTRAINT "scheduled_changes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scheduled_changes_due" ON "scheduled_changes" USING btree ("apply_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_changes_shop" ON "scheduled_changes" USING btree ("shop_id","status");--> statement-breakpoint
CREATE INDEX "scheduled_changes_link" ON "scheduled_changes" USING btree ("link_id");--> statement-breakpoint
-- History records a scheduled change's creation, its moment and payload edits and its removal.
-- Its status and lease are left out: undoing the change that applied it puts the row's old
-- values back but does not make it pending again (it would be applied a second time).
CREATE TRIGGER "history" AFTER INSERT OR UPDATE OR DELETE ON "scheduled_changes" FOR EACH ROW EXECUTE FUNCTION "history_record_row"('id', '-', 'status', 'failure', 'applied_at', 'leased_until', 'leased_by', 'attempts');--> statement-breakpoint
CREATE TRIGGER "history_version" BEFORE UPDATE ON "scheduled_changes" FOR EACH ROW EXECUTE FUNCTION "history_bump_version"();

CREATE TABLE "images" (
	"name" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'temp' NOT NULL,
	"uploaded_by" uuid,
	"shop_group_id" uuid,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"purpose" text DEFAULT 'library' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "images_status" CHECK ("images"."status" in ('temp', 'published')),
	CONSTRAINT "images_purpose" CHECK ("images"."purpose" in ('category', 'kind', 'product', 'library'))
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_shop_group_id_shop_groups_id_fk" FOREIGN KEY ("shop_group_id") REFERENCES "public"."shop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_uploader_status" ON "images" USING btree ("uploaded_by","status");--> statement-breakpoint
CREATE INDEX "images_shop_group" ON "images" USING btree ("shop_group_id");
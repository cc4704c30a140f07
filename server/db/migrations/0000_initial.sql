CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action" CHECK ("audit_log"."action" in ('PictureUpload', 'Edited', 'Added', 'Deleted'))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"main_category_id" uuid,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '376E1A' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"cannabis" boolean DEFAULT false NOT NULL,
	"image_1" text,
	"image_2" text,
	"pricelist_column" text DEFAULT 'left' NOT NULL,
	"pricelist_row" integer,
	"order_number" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_pricelist_column" CHECK ("categories"."pricelist_column" in ('left', 'right'))
);
--> statement-breakpoint
CREATE TABLE "category_screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"screen_id" uuid NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"column_number" integer DEFAULT 0 NOT NULL,
	"advanced_options" jsonb NOT NULL,
	CONSTRAINT "category_screens_column" CHECK ("category_screens"."column_number" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "content_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"brave_mode" boolean DEFAULT true NOT NULL,
	"workflow_status" text DEFAULT 'created' NOT NULL,
	"job_status" text DEFAULT 'awaiting_generation' NOT NULL,
	"last_step_index" integer DEFAULT 0 NOT NULL,
	"total_steps" integer NOT NULL,
	"current_state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"locked_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_jobs_steps" CHECK ("content_jobs"."last_step_index" between 0 and "content_jobs"."total_steps")
);
--> statement-breakpoint
CREATE TABLE "flavors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '000000' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kinds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_description_nl" text DEFAULT '' NOT NULL,
	"short_description_en" text DEFAULT '' NOT NULL,
	"description_nl" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"c" boolean DEFAULT false NOT NULL,
	"h" boolean DEFAULT false NOT NULL,
	"i" boolean DEFAULT false NOT NULL,
	"s" boolean DEFAULT false NOT NULL,
	"flags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"icons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_1" text,
	"image_2" text,
	"image_3" text,
	"image_4" text,
	"image_5" text,
	"image_6" text,
	"shop_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kinds_to_flavors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind_id" uuid NOT NULL,
	"flavor_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kinds_to_strains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind_id" uuid NOT NULL,
	"strain_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kinds_to_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "kinds_to_tags_amount" CHECK ("kinds_to_tags"."amount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "main_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"description" text NOT NULL,
	"kind_id" uuid,
	"product_id" uuid,
	"item_name" text NOT NULL,
	"internal_product_id" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"table_id" uuid,
	"customer_order_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_cents" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'complete', 'cancelled')),
	CONSTRAINT "orders_total" CHECK ("orders"."total_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"internal_product_id" text NOT NULL,
	"shop_group_id" uuid,
	"cannabis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pre_rolled_joints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"edible" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"half" numeric(10, 2),
	"one" numeric(10, 2),
	"two_five" numeric(10, 2),
	"five" numeric(10, 2),
	"joint" numeric(10, 2),
	"piece" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"short_description_nl" text DEFAULT '' NOT NULL,
	"short_description_en" text DEFAULT '' NOT NULL,
	"description_nl" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"product_type" text,
	"image_1" text,
	"image_2" text,
	"image_3" text,
	"image_4" text,
	"image_5" text,
	"image_6" text,
	"shop_group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type" CHECK ("products"."product_type" is null or "products"."product_type" in ('C', 'H', 'I', 'S'))
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"orientation" text DEFAULT 'landscape' NOT NULL,
	"extra_config" jsonb DEFAULT '{"big_screen_enable": false, "use_truncated_prices": false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screens_orientation" CHECK ("screens"."orientation" in ('landscape', 'portrait', 'mobile'))
);
--> statement-breakpoint
CREATE TABLE "shop_group_shops" (
	"shop_group_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	CONSTRAINT "shop_group_shops_shop_group_id_shop_id_pk" PRIMARY KEY("shop_group_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "shop_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_tables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_using_multiscreen" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{"use_truncated_prices": false}'::jsonb NOT NULL,
	"allowed_ips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_customer_order_id" integer DEFAULT 1 NOT NULL,
	"last_pending_order_id" uuid,
	"last_completed_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shops_to_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL,
	"price_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"kind_id" uuid,
	"product_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"new" boolean DEFAULT false NOT NULL,
	"order_number" integer DEFAULT 0 NOT NULL,
	"deactivated_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"action_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"use_half" boolean DEFAULT false NOT NULL,
	"use_one" boolean DEFAULT false NOT NULL,
	"use_two_five" boolean DEFAULT false NOT NULL,
	"use_five" boolean DEFAULT false NOT NULL,
	"use_joint" boolean DEFAULT false NOT NULL,
	"use_piece" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_to_prices_one_item" CHECK (("shops_to_prices"."kind_id" is null) <> ("shops_to_prices"."product_id" is null))
);
--> statement-breakpoint
CREATE TABLE "strains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_shop_groups" (
	"user_id" uuid NOT NULL,
	"shop_group_id" uuid NOT NULL,
	CONSTRAINT "user_shop_groups_user_id_shop_group_id_pk" PRIMARY KEY("user_id","shop_group_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_main_category_id_main_categories_id_fk" FOREIGN KEY ("main_category_id") REFERENCES "public"."main_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_screens" ADD CONSTRAINT "category_screens_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_screens" ADD CONSTRAINT "category_screens_screen_id_screens_id_fk" FOREIGN KEY ("screen_id") REFERENCES "public"."screens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD CONSTRAINT "content_jobs_kind_id_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD CONSTRAINT "content_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinds" ADD CONSTRAINT "kinds_shop_group_id_shop_groups_id_fk" FOREIGN KEY ("shop_group_id") REFERENCES "public"."shop_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinds_to_flavors" ADD CONSTRAINT "kinds_to_flavors_kind_id_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinds_to_flavors" ADD CONSTRAINT "kinds_to_flavors_flavor_id_flavors_id_fk" FOREIGN KEY ("flavor_id") REFERENCES "public"."flavors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinds_to_strains" ADD CONSTRAINT "kinds_to_strains_kind_id_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinds_to_strains" ADD CONSTRAINT "kinds_to_strains_strain_id_strains_id_fk" FOREIGN KEY ("strain_id") REFERENCES "public"."strains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinds_to_tags" ADD CONSTRAINT "kinds_to_tags_kind_id_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kinds_to_tags" ADD CONSTRAINT "kinds_to_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_categories" ADD CONSTRAINT "main_categories_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kind_id_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_table_id_shop_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."shop_tables"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_shop_group_id_shop_groups_id_fk" FOREIGN KEY ("shop_group_id") REFERENCES "public"."shop_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_group_id_shop_groups_id_fk" FOREIGN KEY ("shop_group_id") REFERENCES "public"."shop_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screens" ADD CONSTRAINT "screens_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_shops" ADD CONSTRAINT "shop_group_shops_shop_group_id_shop_groups_id_fk" FOREIGN KEY ("shop_group_id") REFERENCES "public"."shop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_group_shops" ADD CONSTRAINT "shop_group_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tables" ADD CONSTRAINT "shop_tables_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_last_pending_order_id_orders_id_fk" FOREIGN KEY ("last_pending_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_last_completed_order_id_orders_id_fk" FOREIGN KEY ("last_completed_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_prices" ADD CONSTRAINT "shops_to_prices_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_prices" ADD CONSTRAINT "shops_to_prices_price_id_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."prices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_prices" ADD CONSTRAINT "shops_to_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_prices" ADD CONSTRAINT "shops_to_prices_kind_id_kinds_id_fk" FOREIGN KEY ("kind_id") REFERENCES "public"."kinds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops_to_prices" ADD CONSTRAINT "shops_to_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_groups" ADD CONSTRAINT "user_shop_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shop_groups" ADD CONSTRAINT "user_shop_groups_shop_group_id_shop_groups_id_fk" FOREIGN KEY ("shop_group_id") REFERENCES "public"."shop_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_shop_name_ci" ON "categories" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "category_screens_pair" ON "category_screens" USING btree ("category_id","screen_id");--> statement-breakpoint
CREATE INDEX "category_screens_screen" ON "category_screens" USING btree ("screen_id");--> statement-breakpoint
CREATE INDEX "content_jobs_status" ON "content_jobs" USING btree ("workflow_status");--> statement-breakpoint
CREATE INDEX "content_jobs_kind" ON "content_jobs" USING btree ("kind_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flavors_name_ci" ON "flavors" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "kinds_group_name_ci" ON "kinds" USING btree (coalesce("shop_group_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "kinds_shop_group" ON "kinds" USING btree ("shop_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kinds_to_flavors_pair" ON "kinds_to_flavors" USING btree ("kind_id","flavor_id");--> statement-breakpoint
CREATE INDEX "kinds_to_flavors_flavor" ON "kinds_to_flavors" USING btree ("flavor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kinds_to_strains_pair" ON "kinds_to_strains" USING btree ("kind_id","strain_id");--> statement-breakpoint
CREATE INDEX "kinds_to_strains_strain" ON "kinds_to_strains" USING btree ("strain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kinds_to_tags_pair" ON "kinds_to_tags" USING btree ("kind_id","tag_id");--> statement-breakpoint
CREATE INDEX "kinds_to_tags_tag" ON "kinds_to_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "main_categories_shop_name_ci" ON "main_categories" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_customer_number" ON "orders" USING btree ("shop_id","customer_order_id");--> statement-breakpoint
CREATE INDEX "orders_shop_status_created" ON "orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_group_code" ON "prices" USING btree (coalesce("shop_group_id", '00000000-0000-0000-0000-000000000000'::uuid),"internal_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_group_name_ci" ON "products" USING btree (coalesce("shop_group_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "products_shop_group" ON "products" USING btree ("shop_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_ci" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "screens_shop_name_ci" ON "screens" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shop_group_shops_shop" ON "shop_group_shops" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_groups_name_ci" ON "shop_groups" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shop_tables_shop_name_ci" ON "shop_tables" USING btree ("shop_id",lower("name"));--> statement-breakpoint
CREATE INDEX "shop_tables_shop" ON "shop_tables" USING btree ("shop_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_name_ci" ON "shops" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shops_to_prices_kind_link" ON "shops_to_prices" USING btree ("shop_id","price_id","kind_id") WHERE "shops_to_prices"."kind_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_to_prices_product_link" ON "shops_to_prices" USING btree ("shop_id","price_id","product_id") WHERE "shops_to_prices"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "shops_to_prices_shop_category" ON "shops_to_prices" USING btree ("shop_id","category_id","order_number");--> statement-breakpoint
CREATE INDEX "shops_to_prices_price" ON "shops_to_prices" USING btree ("price_id");--> statement-breakpoint
CREATE INDEX "shops_to_prices_kind" ON "shops_to_prices" USING btree ("kind_id");--> statement-breakpoint
CREATE INDEX "shops_to_prices_product" ON "shops_to_prices" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "strains_name_ci" ON "strains" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_ci" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "user_roles_role" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "user_shop_groups_group" ON "user_shop_groups" USING btree ("shop_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_ci" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_ci" ON "users" USING btree (lower("email"));
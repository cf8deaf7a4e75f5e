CREATE TABLE "profile_purchases" (
	"profile_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"transaction_id" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_purchases_profile_id_item_type_item_id_pk" PRIMARY KEY("profile_id","item_type","item_id")
);
--> statement-breakpoint
ALTER TABLE "profile_purchases" ADD CONSTRAINT "profile_purchases_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
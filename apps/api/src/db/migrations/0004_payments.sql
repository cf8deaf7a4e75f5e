CREATE TABLE "sandbox_payments" (
	"order_id" text PRIMARY KEY NOT NULL,
	"gross_amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"status" text NOT NULL,
	"fraud_status" text,
	"source" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"item_title" jsonb NOT NULL,
	"item_class_id" uuid NOT NULL,
	"item_kitab_id" uuid,
	"order_name" text NOT NULL,
	"price" integer NOT NULL,
	"fee" integer NOT NULL,
	"total_price" integer NOT NULL,
	"payment_method" text DEFAULT 'qris' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"fraud_status" text,
	"gateway" text NOT NULL,
	"gateway_transaction_id" text,
	"qr_string" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"paid_after_expiry" boolean DEFAULT false NOT NULL,
	"gateway_checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "transaction_status_history" ADD CONSTRAINT "transaction_status_history_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_status_history_tx_idx" ON "transaction_status_history" USING btree ("transaction_id","at");--> statement-breakpoint
CREATE INDEX "transactions_profile_idx" ON "transactions" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("status","gateway_checked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_pending_idx" ON "transactions" USING btree ("profile_id","item_type","item_id") WHERE status = 'pending';
CREATE TABLE "transaction_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_refunds" ADD CONSTRAINT "transaction_refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_refunds" ADD CONSTRAINT "transaction_refunds_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transaction_refunds_tx_idx" ON "transaction_refunds" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_refunds_one_requested_idx" ON "transaction_refunds" USING btree ("transaction_id") WHERE state = 'requested';
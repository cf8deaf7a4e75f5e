ALTER TABLE "certificates" DROP CONSTRAINT "certificates_profile_item_unique";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issued_by_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "issue_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_by_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "reissued_from_id" uuid;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_reissued_from_id_certificates_id_fk" FOREIGN KEY ("reissued_from_id") REFERENCES "public"."certificates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_profile_item_valid" ON "certificates" USING btree ("profile_id","item_type","item_id") WHERE "certificates"."status" = 'valid';--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_reissued_from_id_unique" UNIQUE("reissued_from_id");
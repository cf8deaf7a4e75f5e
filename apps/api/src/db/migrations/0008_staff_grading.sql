CREATE TABLE "exam_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	"closes_at" timestamp with time zone,
	"extra_minutes" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_by_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_overrides_extra_non_negative" CHECK ("exam_overrides"."extra_attempts" >= 0 and "exam_overrides"."extra_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "exam_answers" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_overrides" ADD CONSTRAINT "exam_overrides_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_overrides_exam_profile_unique" ON "exam_overrides" USING btree ("exam_id","profile_id");
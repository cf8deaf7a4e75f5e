CREATE TABLE "recitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"surah" integer NOT NULL,
	"from_ayah" integer NOT NULL,
	"to_ayah" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"media_key" text NOT NULL,
	"content_type" text NOT NULL,
	"duration_seconds" double precision NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"grade" text,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repeat_of" uuid,
	"reviewed_by" uuid,
	"reviewer_name" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "takes_recitations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "recitations" ADD CONSTRAINT "recitations_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitations" ADD CONSTRAINT "recitations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitations" ADD CONSTRAINT "recitations_repeat_of_recitations_id_fk" FOREIGN KEY ("repeat_of") REFERENCES "public"."recitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recitations" ADD CONSTRAINT "recitations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recitations_profile_idx" ON "recitations" USING btree ("profile_id","submitted_at");--> statement-breakpoint
CREATE INDEX "recitations_class_status_idx" ON "recitations" USING btree ("class_id","status","submitted_at");
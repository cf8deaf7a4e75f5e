CREATE TABLE "profile_unlocks" (
	"session_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_unlocks_session_id_profile_id_pk" PRIMARY KEY("session_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "profile_unlocks" ADD CONSTRAINT "profile_unlocks_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_unlocks" ADD CONSTRAINT "profile_unlocks_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_unlocks_profile_idx" ON "profile_unlocks" USING btree ("profile_id");
CREATE TABLE "exam_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exam_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_questions" ADD COLUMN "attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "exam_draws" ADD CONSTRAINT "exam_draws_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_draws_exam_idx" ON "exam_draws" USING btree ("exam_id","position");--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_attempt_id_exam_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."exam_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exam_questions_attempt_idx" ON "exam_questions" USING btree ("attempt_id") WHERE "exam_questions"."attempt_id" is not null;
ALTER TABLE "bank_questions" ALTER COLUMN "class_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_draws" ADD COLUMN "bank" text DEFAULT 'class' NOT NULL;
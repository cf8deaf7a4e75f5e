ALTER TABLE "bank_questions" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "explanation" jsonb;
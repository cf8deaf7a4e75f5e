ALTER TABLE "classes" ADD COLUMN "visibility" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "visibility" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kitab" ADD COLUMN "visibility" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "kitab" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD COLUMN "visibility" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pertemuan" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "visibility" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "publish_at" timestamp with time zone;
CREATE TABLE "teacher_kitab_sanad_links" (
	"teacher_id" uuid NOT NULL,
	"kitab_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"note" jsonb NOT NULL,
	CONSTRAINT "teacher_kitab_sanad_links_teacher_id_kitab_id_position_pk" PRIMARY KEY("teacher_id","kitab_id","position")
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "sanad_chains" jsonb;--> statement-breakpoint
ALTER TABLE "teacher_kitab_sanad_links" ADD CONSTRAINT "teacher_kitab_sanad_links_teacher_id_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."teachers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_kitab_sanad_links" ADD CONSTRAINT "teacher_kitab_sanad_links_kitab_id_kitab_id_fk" FOREIGN KEY ("kitab_id") REFERENCES "public"."kitab"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A teacher's one chain moves to each kitab they teach whose author is its topmost link (decision
-- 0108); any other chain stays unassigned in teacher_sanad_links, never guessed onto a kitab.
INSERT INTO "teacher_kitab_sanad_links" ("teacher_id", "kitab_id", "position", "name", "note")
SELECT "link"."teacher_id", "book"."id", "link"."position", "link"."name", "link"."note"
FROM "teacher_sanad_links" "link"
JOIN "classes" "class" ON "class"."teacher_id" = "link"."teacher_id"
JOIN "kitab" "book" ON "book"."class_id" = "class"."id"
WHERE "book"."author" = (
  SELECT "top"."name" FROM "teacher_sanad_links" "top"
  WHERE "top"."teacher_id" = "link"."teacher_id"
  ORDER BY "top"."position" DESC LIMIT 1
);

-- Decision 039: the stars are the reviewer's own choice. Reviews stored before the form asked keep
-- their derived number but are marked as not chosen; a provider's average counts chosen ratings
-- only, so every existing average is cleared until families choose stars.
ALTER TABLE "reviews" ADD COLUMN "rating_chosen" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "providers" SET "average_rating" = NULL WHERE "average_rating" IS NOT NULL;

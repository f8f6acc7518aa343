-- Decision 068: quiet hours, first/last appointment slots and sensory-friendly sessions a business
-- publishes. A weekly one has weekdays (a bit per day, Monday = 1 … Sunday = 64) and may end on
-- until_date; a dated one has on_date and no weekdays. Times are the place's wall-clock minutes
-- after midnight. Lapsed rows stay (they are filtered out when read).
CREATE TABLE "quiet_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" integer NOT NULL REFERENCES "providers"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"weekdays" smallint DEFAULT 0 NOT NULL,
	"on_date" date,
	"until_date" date,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiet_hours_kind_check" CHECK ("kind" IN ('quiet-hour', 'first-last-appointment', 'sensory-session')),
	CONSTRAINT "quiet_hours_when_check" CHECK (("on_date" IS NULL) = ("weekdays" <> 0) AND "weekdays" BETWEEN 0 AND 127),
	CONSTRAINT "quiet_hours_time_check" CHECK ("start_minute" >= 0 AND "start_minute" < "end_minute" AND "end_minute" <= 1440)
);--> statement-breakpoint
CREATE INDEX "quiet_hours_provider_idx" ON "quiet_hours" USING btree ("provider_id");--> statement-breakpoint
-- What a place offers on a visit, for search's 'visit' filter (decision 068): bit 0 = a quiet hour
-- or session in the next 7 days, bit 1 = a verified, unexpired staff training. Written by
-- recomputeVisitBits (features/quiet-hours/visit-bits.ts) on every change and once a day.
ALTER TABLE "providers" ADD COLUMN "visit_bits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_visit_bits_idx" ON "providers" USING btree ("id") WHERE "visit_bits" <> 0;

-- Decision 062: each account's language (the switcher remembers a signed-in member's choice there;
-- mails to the account are written in it) and the language a provider application was sent in
-- (approval, rejection and document-request mails about it are written in it). 'en' or 'es'.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("users"."locale" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "application_locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_application_locale_check" CHECK ("providers"."application_locale" IN ('en', 'es'));

ALTER TABLE "members" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "language_chosen" boolean DEFAULT false NOT NULL;
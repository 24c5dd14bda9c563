CREATE TABLE "notification_event_cursors" (
	"source_system" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "event_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "deliver_after" timestamp with time zone;--> statement-breakpoint
-- Notifications written before this migration were never meant to leave the app: they count as planned.
UPDATE "notifications" SET "dispatched_at" = "created_at";--> statement-breakpoint
-- Shipment events before this migration are history: notifications start from the next one.
INSERT INTO "notification_event_cursors" ("source_system", "last_event_id") SELECT "source_system", max("event_id") FROM "shipment_events" GROUP BY "source_system";--> statement-breakpoint
CREATE INDEX "bookings_shipment_ok_idx" ON "bookings" USING btree ("shipment_id") WHERE status = 'OK';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_member_event_uq" ON "notifications" USING btree ("member_id","event_key");--> statement-breakpoint
CREATE INDEX "notifications_undispatched_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."dispatched_at" is null;
CREATE TABLE "shipment_events" (
	"event_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_system" text NOT NULL,
	"shipment_id" text NOT NULL,
	"order_id" text,
	"event_type" text NOT NULL,
	"data" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shipment_events_source_event_idx" ON "shipment_events" USING btree ("source_system","event_id");
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"load_posting_id" uuid,
	"load_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"hold" text,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"bin_rate_id" text NOT NULL,
	"shipment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bookings_status_ck" CHECK (status in ('PENDING', 'OK', 'REJECTED', 'ON_HOLD', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "source_system_clients" ADD COLUMN "booking_confirmation_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_load_posting_id_load_postings_id_fk" FOREIGN KEY ("load_posting_id") REFERENCES "public"."load_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_member_idempotency_key_uq" ON "bookings" USING btree ("member_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_live_load_posting_uq" ON "bookings" USING btree ("load_posting_id") WHERE status in ('PENDING', 'OK');--> statement-breakpoint
CREATE INDEX "bookings_pending_idx" ON "bookings" USING btree ("created_at") WHERE status = 'PENDING';
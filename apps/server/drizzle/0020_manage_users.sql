ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "from_carrier_id" uuid;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "requested_by" uuid;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "requested_by_name" text;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_from_carrier_id_carriers_id_fk" FOREIGN KEY ("from_carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_requested_by_members_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_carrier_name_idx" ON "members" USING btree ("carrier_id",lower("last_name"),lower("first_name"),"upn");--> statement-breakpoint
CREATE INDEX "members_mobile_digits_idx" ON "members" USING btree (regexp_replace("mobile_number", '[^0-9]', '', 'g'));--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_requests_pending_uq" ON "transfer_requests" USING btree ("member_id","requested_carrier_id") WHERE status = 'PENDING';
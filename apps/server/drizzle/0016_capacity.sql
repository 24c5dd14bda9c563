CREATE TABLE "capacity_notices" (
	"capacity_id" uuid NOT NULL,
	"load_posting_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacity_notices_capacity_id_load_posting_id_pk" PRIMARY KEY("capacity_id","load_posting_id")
);
--> statement-breakpoint
DROP INDEX "load_postings_open_origin_cell_idx";--> statement-breakpoint
DROP INDEX "load_postings_open_destination_cell_idx";--> statement-breakpoint
ALTER TABLE "load_postings" ADD COLUMN "pickup_weekday" smallint GENERATED ALWAYS AS (extract(isodow from (pickup_start at time zone origin_time_zone))::smallint) STORED;--> statement-breakpoint
ALTER TABLE "capacities" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "capacity_notices" ADD CONSTRAINT "capacity_notices_capacity_id_capacities_id_fk" FOREIGN KEY ("capacity_id") REFERENCES "public"."capacities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_notices" ADD CONSTRAINT "capacity_notices_load_posting_id_load_postings_id_fk" FOREIGN KEY ("load_posting_id") REFERENCES "public"."load_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_postings_open_lane_idx" ON "load_postings" USING btree ("transport_mode",floor("origin_lat"),floor("origin_lng"),"pickup_weekday","pickup_start","origin_lat","origin_lng","destination_lat","destination_lng","destination_country","destination_state","managed_equipment","exclusive_load","total_charge_cents","total_distance","load_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "capacities_carrier_listed_idx" ON "capacities" USING btree ("carrier_id","created_at","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "capacities_trailer_origin_idx" ON "capacities" USING btree ("trailer_type","origin_latitude") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "load_postings_open_origin_cell_idx" ON "load_postings" USING btree ("transport_mode",floor("origin_lat"),floor("origin_lng"),"pickup_start","origin_lat","origin_lng","destination_lat","destination_lng","destination_country","destination_state","drop_start","managed_equipment","exclusive_load","total_charge_cents","total_distance","load_id","pickup_weekday") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "load_postings_open_destination_cell_idx" ON "load_postings" USING btree ("transport_mode",floor("destination_lat"),floor("destination_lng"),"pickup_start","origin_lat","origin_lng","destination_lat","destination_lng","destination_country","destination_state","drop_start","managed_equipment","exclusive_load","total_charge_cents","total_distance","load_id","pickup_weekday") WHERE status = 'OPEN';
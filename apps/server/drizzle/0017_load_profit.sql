CREATE TABLE "cost_profiles" (
	"carrier_id" uuid PRIMARY KEY NOT NULL,
	"cost_mode" text NOT NULL,
	"cost_per_mile" numeric(9, 3) NOT NULL,
	"fuel_price_per_gallon" numeric(9, 3) NOT NULL,
	"miles_per_gallon" numeric(9, 3) NOT NULL,
	"other_cost_per_mile" numeric(9, 3) NOT NULL,
	"fixed_cost_per_day" numeric(9, 3) NOT NULL,
	"average_speed_mph" numeric(9, 3) NOT NULL,
	"driving_hours_per_day" numeric(9, 3) NOT NULL,
	"dwell_hours_per_stop" numeric(9, 3) NOT NULL,
	"target_rate_per_mile" numeric(9, 3) NOT NULL,
	"floor_rate_per_mile" numeric(9, 3) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lane_rate_summaries" (
	"origin_country" text NOT NULL,
	"origin_state" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_state" text NOT NULL,
	"transport_mode" text NOT NULL,
	"loads_30" integer NOT NULL,
	"carriers_30" integer NOT NULL,
	"median_30" double precision,
	"lower_quartile_30" double precision,
	"upper_quartile_30" double precision,
	"loads_90" integer NOT NULL,
	"carriers_90" integer NOT NULL,
	"median_90" double precision,
	"lower_quartile_90" double precision,
	"upper_quartile_90" double precision,
	"weeks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lane_rate_summaries_origin_country_origin_state_destination_country_destination_state_transport_mode_pk" PRIMARY KEY("origin_country","origin_state","destination_country","destination_state","transport_mode")
);
--> statement-breakpoint
CREATE TABLE "settled_lane_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid,
	"carrier_id" uuid NOT NULL,
	"origin_country" text NOT NULL,
	"origin_state" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_state" text NOT NULL,
	"transport_mode" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"total_charge_cents" integer NOT NULL,
	"loaded_miles" numeric(9, 1) NOT NULL,
	"cents_per_mile" double precision NOT NULL,
	CONSTRAINT "settled_lane_rates_shipment_id_unique" UNIQUE("shipment_id")
);
--> statement-breakpoint
ALTER TABLE "cost_profiles" ADD CONSTRAINT "cost_profiles_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_profiles" ADD CONSTRAINT "cost_profiles_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settled_lane_rates" ADD CONSTRAINT "settled_lane_rates_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settled_lane_rates" ADD CONSTRAINT "settled_lane_rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settled_lane_rates_lane_idx" ON "settled_lane_rates" USING btree ("origin_country","origin_state","destination_country","destination_state","transport_mode","settled_at","cents_per_mile","carrier_id");--> statement-breakpoint
CREATE INDEX "settled_lane_rates_carrier_idx" ON "settled_lane_rates" USING btree ("carrier_id","origin_country","origin_state","destination_country","destination_state","transport_mode","settled_at","cents_per_mile");
CREATE TABLE "carrier_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"certification_code" text NOT NULL,
	"description" text,
	"certificate_expire_date" date,
	"qualification_status" text
);
--> statement-breakpoint
CREATE TABLE "carrier_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"contact_type" text,
	"phone" text,
	"fax" text,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "carrier_insurances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"insurance_id" text NOT NULL,
	"policy_number" text,
	"insurance_type_code" text,
	"insurance_type" text,
	"status" text,
	"certificate_id" text,
	"limit_amount_cents" integer,
	"coverage_amount_cents" integer,
	"policy_effective_date" date,
	"policy_expiration_date" date
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"common_carrier_id" text NOT NULL,
	"tms_carrier_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"scac" text,
	"tier" text,
	"status_code" text,
	"mc_number" text,
	"usdot_number" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"state" text,
	"country" text,
	"postal_code" text,
	"mode_truckload" boolean DEFAULT true NOT NULL,
	"mode_ltl" boolean DEFAULT false NOT NULL,
	"mode_intermodal" boolean DEFAULT false NOT NULL,
	"hazmat_cert_expiration_date" date,
	"hazmat_232_permit_ind" boolean DEFAULT false NOT NULL,
	"managed_equipment_capability" boolean DEFAULT false NOT NULL,
	"non_managed_equipment_capability" boolean DEFAULT true NOT NULL,
	"compliance_hold_reason" text,
	"settings" jsonb DEFAULT '{"carrierInvoiceExists":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_common_carrier_id_unique" UNIQUE("common_carrier_id")
);
--> statement-breakpoint
CREATE TABLE "member_roles" (
	"member_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "member_roles_member_id_role_pk" PRIMARY KEY("member_id","role")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upn" text NOT NULL,
	"carrier_id" uuid,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text,
	"email" text,
	"mobile_number" text,
	"country_code" text DEFAULT '+1' NOT NULL,
	"image" text,
	"tractor_number" text,
	"carrier_usdot_no" text,
	"carrier_mc_no" text,
	"user_type" text,
	"registered" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"requested_roles" text[] DEFAULT '{}' NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"address_type" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"campaign_source" text,
	"campaign_medium" text,
	"campaign_name" text,
	"last_login_at" timestamp with time zone,
	"created_by" text,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_upn_unique" UNIQUE("upn")
);
--> statement-breakpoint
CREATE TABLE "transfer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"requested_carrier_id" uuid NOT NULL,
	"roles" text[] NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_posting_accessorials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_posting_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"charge_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_posting_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_posting_id" uuid NOT NULL,
	"stop_id" text NOT NULL,
	"sequence" smallint NOT NULL,
	"stop_type" text NOT NULL,
	"location_name" text,
	"address_line1" text,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"appointment_from" timestamp with time zone NOT NULL,
	"appointment_to" timestamp with time zone NOT NULL,
	"appointment_state" text,
	"special_services" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_postings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"load_id" text NOT NULL,
	"source_system" text NOT NULL,
	"source_reference" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"load_type" text NOT NULL,
	"transport_mode" text NOT NULL,
	"is_hazardous" boolean DEFAULT false NOT NULL,
	"is_high_value" boolean DEFAULT false NOT NULL,
	"is_temperature_controlled" boolean DEFAULT false NOT NULL,
	"total_distance" numeric(9, 1) NOT NULL,
	"distance_uom" text DEFAULT 'mi' NOT NULL,
	"total_weight" integer NOT NULL,
	"weight_uom" text DEFAULT 'lb' NOT NULL,
	"number_of_stops" smallint NOT NULL,
	"terms_and_conditions" text,
	"buy_allowed" boolean DEFAULT true NOT NULL,
	"managed_equipment" boolean DEFAULT false NOT NULL,
	"exclusive_load" boolean DEFAULT false NOT NULL,
	"is_gap_for_driver" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"bin_rate_id" text,
	"total_charge_cents" integer,
	"line_haul_cents" integer,
	"line_haul_unit_charge" numeric(12, 4),
	"line_haul_quantity" numeric(12, 2),
	"line_haul_qualifier" text,
	"fuel_cents" integer,
	"fuel_unit_charge" numeric(12, 4),
	"fuel_quantity" numeric(12, 2),
	"fuel_qualifier" text,
	"origin_city" text NOT NULL,
	"origin_state" text NOT NULL,
	"origin_country" text NOT NULL,
	"origin_postal_code" text,
	"origin_lat" double precision NOT NULL,
	"origin_lng" double precision NOT NULL,
	"origin_time_zone" text NOT NULL,
	"pickup_start" timestamp with time zone NOT NULL,
	"pickup_end" timestamp with time zone NOT NULL,
	"destination_city" text NOT NULL,
	"destination_state" text NOT NULL,
	"destination_country" text NOT NULL,
	"destination_postal_code" text,
	"destination_lat" double precision NOT NULL,
	"destination_lng" double precision NOT NULL,
	"destination_time_zone" text NOT NULL,
	"drop_start" timestamp with time zone NOT NULL,
	"drop_end" timestamp with time zone NOT NULL,
	"booked_by_carrier_id" uuid,
	"booked_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_postings_load_id_unique" UNIQUE("load_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_transactions" (
	"transaction_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assignment_transactions_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" uuid NOT NULL,
	"transaction_type" text NOT NULL,
	"driver_member_id" uuid,
	"driver_name" text,
	"driver_email" text,
	"driver_phone" text,
	"tractor_number" text,
	"status" text DEFAULT 'CONFIRMED' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_intents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"intent" text NOT NULL,
	"dispatcher_name" text,
	"event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_cost_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"description" text NOT NULL,
	"rate" numeric(12, 4),
	"rate_qualifier" text,
	"quantity" numeric(12, 2),
	"total_amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_involved_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"party_id" text NOT NULL,
	"party_type" text NOT NULL,
	"party_name" text,
	"party_email" text,
	"party_phone" text
);
--> statement-breakpoint
CREATE TABLE "shipment_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"note_type" text,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"stop_id" uuid,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"display" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"service_description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"stop_id" text NOT NULL,
	"location_id" text,
	"sequence_no" smallint NOT NULL,
	"stop_type" text NOT NULL,
	"location_name" text,
	"address_line1" text,
	"address_line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"postal_code" text,
	"time_zone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"planned_arrival" timestamp with time zone,
	"planned_departure" timestamp with time zone,
	"planned_eta" timestamp with time zone,
	"estimated_arrival" timestamp with time zone,
	"estimated_departure" timestamp with time zone,
	"actual_eta" timestamp with time zone,
	"actual_arrival" timestamp with time zone,
	"actual_departure" timestamp with time zone,
	"appointment_early" timestamp with time zone,
	"appointment_late" timestamp with time zone,
	"appointment_state" text,
	"estimated_stop_duration" integer,
	"estimated_stop_duration_unit" text,
	"is_equipment_id_set" boolean DEFAULT false NOT NULL,
	"is_trailer_in_set" boolean DEFAULT false NOT NULL,
	"location_disposition" text,
	"dead_head" numeric(9, 1),
	"location_notes" text,
	"late_arrival_reason" text
);
--> statement-breakpoint
CREATE TABLE "shipment_tendered_carriers" (
	"record_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_tendered_carriers_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shipment_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"offered_rate_cents" integer,
	"status" text DEFAULT 'OFFERED' NOT NULL,
	"decline_reason_code" text,
	"responded_by" uuid,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" text NOT NULL,
	"order_id" text,
	"load_posting_id" uuid,
	"source_system" text NOT NULL,
	"division" text,
	"load_type" text NOT NULL,
	"transport_mode" text NOT NULL,
	"equipment_type" text,
	"capacity_type" text,
	"shipment_state" text NOT NULL,
	"driver_assignment_status" text,
	"assignment_status" text,
	"document_status" text,
	"execution_status" text,
	"assigned_carrier_id" uuid,
	"assigned_tms_carrier_id" text,
	"total_weight" integer NOT NULL,
	"weight_uom" text DEFAULT 'lb' NOT NULL,
	"total_distance" numeric(9, 1) NOT NULL,
	"distance_uom" text DEFAULT 'mi' NOT NULL,
	"number_of_stops" smallint NOT NULL,
	"is_hazardous" boolean DEFAULT false NOT NULL,
	"is_high_value" boolean DEFAULT false NOT NULL,
	"is_temperature_controlled" boolean DEFAULT false NOT NULL,
	"is_gap_for_driver" boolean DEFAULT false NOT NULL,
	"is_dray_route" boolean DEFAULT false NOT NULL,
	"managed_equipment" boolean DEFAULT false NOT NULL,
	"ready_date_time" timestamp with time zone,
	"date_time_zone" text,
	"cost_currency" text DEFAULT 'USD' NOT NULL,
	"total_cost_cents" integer,
	"invoice_created_at" timestamp with time zone,
	"payment_status" text,
	"payment_status_updated_at" timestamp with time zone,
	"predecessor_shipment_id" text,
	"successor_shipment_id" text,
	"start_city" text,
	"start_state" text,
	"start_country" text,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"start_date_time" timestamp with time zone,
	"automated_tracking_in_progress" boolean DEFAULT false NOT NULL,
	"geo_tracking_status" text,
	"gps_tracking_status" smallint DEFAULT 0 NOT NULL,
	"carrier_pro" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_shipment_id_unique" UNIQUE("shipment_id"),
	CONSTRAINT "shipments_load_posting_id_unique" UNIQUE("load_posting_id")
);
--> statement-breakpoint
CREATE TABLE "stop_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stop_id" uuid NOT NULL,
	"seq_no" smallint NOT NULL,
	"exec_activity" text NOT NULL,
	"tms_activity" text,
	"equipment_id" text,
	"equipment_type" text,
	"equipment_owner" text,
	"equipment_flow" text DEFAULT 'NA' NOT NULL,
	"name" text,
	"chassis_number" text
);
--> statement-breakpoint
CREATE TABLE "stop_commodities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stop_id" uuid NOT NULL,
	"commodity_seq" smallint NOT NULL,
	"description" text NOT NULL,
	"packaging_type" text,
	"weight" numeric(12, 2),
	"weight_unit" text,
	"unit_count" integer,
	"gross_weight" numeric(12, 2),
	"gross_weight_unit" text
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"display_name" text NOT NULL,
	"file_name" text NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"rank" integer DEFAULT 1 NOT NULL,
	"source" text DEFAULT 'FILE' NOT NULL,
	"invoice_number" text,
	"is_related" boolean DEFAULT false NOT NULL,
	"uploaded_by" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"carrier_id" uuid,
	"trailer_type" text NOT NULL,
	"origin_city" text,
	"origin_state" text,
	"origin_country" text,
	"origin_postal_code" text,
	"origin_latitude" double precision,
	"origin_longitude" double precision,
	"origin_radius" smallint,
	"destination_city" text,
	"destination_state" text,
	"destination_states" text[] DEFAULT '{}' NOT NULL,
	"destination_country" text,
	"destination_postal_code" text,
	"destination_latitude" double precision,
	"destination_longitude" double precision,
	"destination_radius" smallint,
	"pickup_start" timestamp with time zone,
	"pickup_end" timestamp with time zone,
	"drop_start" timestamp with time zone,
	"drop_end" timestamp with time zone,
	"favorite" boolean DEFAULT false NOT NULL,
	"criteria_key" text NOT NULL,
	"search_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watched_loads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"carrier_id" uuid NOT NULL,
	"load_posting_id" uuid NOT NULL,
	"origin" text,
	"watch_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capacities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"capacity_type" text NOT NULL,
	"trailer_type" text NOT NULL,
	"origin_city" text NOT NULL,
	"origin_state" text NOT NULL,
	"origin_country" text NOT NULL,
	"origin_postal_code" text,
	"origin_latitude" double precision NOT NULL,
	"origin_longitude" double precision NOT NULL,
	"origin_radius" smallint NOT NULL,
	"destination_city" text,
	"destination_state" text,
	"destination_country" text,
	"destination_postal_code" text,
	"destination_latitude" double precision,
	"destination_longitude" double precision,
	"destination_radius" smallint,
	"destination_states" text[] DEFAULT '{}' NOT NULL,
	"pick_up_from_date" timestamp with time zone,
	"pick_up_to_date" timestamp with time zone,
	"preferred_days" text[] DEFAULT '{}' NOT NULL,
	"last_updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"uu_id" text NOT NULL,
	"device_token" text,
	"push_subscription" jsonb,
	"device_os" text,
	"device_os_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"carrier_id" uuid,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"device_platform" text,
	"device_manufacturer" text,
	"device_model" text,
	"app_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"vendor_message_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'NEW' NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"type" text NOT NULL,
	"deep_link_uri" text,
	"shipment_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"member_id" uuid NOT NULL,
	"domain" text DEFAULT 'carrier' NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_member_id_domain_key_pk" PRIMARY KEY("member_id","domain","key")
);
--> statement-breakpoint
CREATE TABLE "user_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuration" (
	"env" text PRIMARY KEY NOT NULL,
	"overrides" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"time_zone" text NOT NULL,
	"postal_code" text,
	"population" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "source_system_clients" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"api_key_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "source_system_clients_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "carrier_certifications" ADD CONSTRAINT "carrier_certifications_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_contacts" ADD CONSTRAINT "carrier_contacts_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_insurances" ADD CONSTRAINT "carrier_insurances_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_roles" ADD CONSTRAINT "member_roles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_requests" ADD CONSTRAINT "transfer_requests_requested_carrier_id_carriers_id_fk" FOREIGN KEY ("requested_carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_posting_accessorials" ADD CONSTRAINT "load_posting_accessorials_load_posting_id_load_postings_id_fk" FOREIGN KEY ("load_posting_id") REFERENCES "public"."load_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_posting_stops" ADD CONSTRAINT "load_posting_stops_load_posting_id_load_postings_id_fk" FOREIGN KEY ("load_posting_id") REFERENCES "public"."load_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_postings" ADD CONSTRAINT "load_postings_booked_by_carrier_id_carriers_id_fk" FOREIGN KEY ("booked_by_carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_transactions" ADD CONSTRAINT "assignment_transactions_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_transactions" ADD CONSTRAINT "assignment_transactions_driver_member_id_members_id_fk" FOREIGN KEY ("driver_member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_transactions" ADD CONSTRAINT "assignment_transactions_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_intents" ADD CONSTRAINT "carrier_intents_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_intents" ADD CONSTRAINT "carrier_intents_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_cost_items" ADD CONSTRAINT "shipment_cost_items_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_involved_parties" ADD CONSTRAINT "shipment_involved_parties_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_notes" ADD CONSTRAINT "shipment_notes_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_references" ADD CONSTRAINT "shipment_references_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_references" ADD CONSTRAINT "shipment_references_stop_id_shipment_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."shipment_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_services" ADD CONSTRAINT "shipment_services_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_stops" ADD CONSTRAINT "shipment_stops_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tendered_carriers" ADD CONSTRAINT "shipment_tendered_carriers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tendered_carriers" ADD CONSTRAINT "shipment_tendered_carriers_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tendered_carriers" ADD CONSTRAINT "shipment_tendered_carriers_responded_by_members_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_load_posting_id_load_postings_id_fk" FOREIGN KEY ("load_posting_id") REFERENCES "public"."load_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_assigned_carrier_id_carriers_id_fk" FOREIGN KEY ("assigned_carrier_id") REFERENCES "public"."carriers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_activities" ADD CONSTRAINT "stop_activities_stop_id_shipment_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."shipment_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_commodities" ADD CONSTRAINT "stop_commodities_stop_id_shipment_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."shipment_stops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_loads" ADD CONSTRAINT "watched_loads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_loads" ADD CONSTRAINT "watched_loads_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_loads" ADD CONSTRAINT "watched_loads_load_posting_id_load_postings_id_fk" FOREIGN KEY ("load_posting_id") REFERENCES "public"."load_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacities" ADD CONSTRAINT "capacities_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacities" ADD CONSTRAINT "capacities_last_updated_by_members_id_fk" FOREIGN KEY ("last_updated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_events" ADD CONSTRAINT "user_events_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_certifications_carrier_idx" ON "carrier_certifications" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "carrier_contacts_carrier_idx" ON "carrier_contacts" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "carrier_insurances_carrier_idx" ON "carrier_insurances" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "members_carrier_idx" ON "members" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "load_posting_accessorials_posting_idx" ON "load_posting_accessorials" USING btree ("load_posting_id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_posting_stops_seq_uq" ON "load_posting_stops" USING btree ("load_posting_id","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "load_postings_source_ref_uq" ON "load_postings" USING btree ("source_system","source_reference");--> statement-breakpoint
CREATE INDEX "load_postings_open_pickup_idx" ON "load_postings" USING btree ("pickup_start") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "load_postings_open_origin_geo_idx" ON "load_postings" USING gist (ll_to_earth("origin_lat", "origin_lng")) WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "load_postings_open_destination_geo_idx" ON "load_postings" USING gist (ll_to_earth("destination_lat", "destination_lng")) WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "assignment_transactions_shipment_idx" ON "assignment_transactions" USING btree ("shipment_id","transaction_id");--> statement-breakpoint
CREATE INDEX "shipment_cost_items_shipment_idx" ON "shipment_cost_items" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_parties_shipment_idx" ON "shipment_involved_parties" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_notes_shipment_idx" ON "shipment_notes" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_references_shipment_idx" ON "shipment_references" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_references_value_idx" ON "shipment_references" USING btree ("value");--> statement-breakpoint
CREATE INDEX "shipment_services_shipment_idx" ON "shipment_services" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_stops_seq_uq" ON "shipment_stops" USING btree ("shipment_id","sequence_no");--> statement-breakpoint
CREATE UNIQUE INDEX "tendered_carriers_shipment_carrier_uq" ON "shipment_tendered_carriers" USING btree ("shipment_id","carrier_id");--> statement-breakpoint
CREATE INDEX "shipments_carrier_state_idx" ON "shipments" USING btree ("assigned_carrier_id","shipment_state");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_source_order_uq" ON "shipments" USING btree ("source_system","order_id") WHERE order_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_pro_uq" ON "shipments" USING btree ("assigned_carrier_id","carrier_pro") WHERE carrier_pro is not null;--> statement-breakpoint
CREATE INDEX "stop_activities_stop_idx" ON "stop_activities" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "stop_commodities_stop_idx" ON "stop_commodities" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "documents_shipment_idx" ON "documents" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "saved_searches_member_idx" ON "saved_searches" USING btree ("member_id","favorite","search_date");--> statement-breakpoint
CREATE INDEX "saved_searches_criteria_idx" ON "saved_searches" USING btree ("member_id","criteria_key");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_loads_member_load_uq" ON "watched_loads" USING btree ("member_id","load_posting_id");--> statement-breakpoint
CREATE INDEX "capacities_carrier_idx" ON "capacities" USING btree ("carrier_id","capacity_type");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_member_uuid_uq" ON "devices" USING btree ("member_id","uu_id");--> statement-breakpoint
CREATE INDEX "notifications_member_status_idx" ON "notifications" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "user_events_name_idx" ON "user_events" USING btree ("name","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_type_key_locale_uq" ON "content" USING btree ("content_type","key","locale");--> statement-breakpoint
CREATE INDEX "places_search_trgm_idx" ON "places" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree ("name");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");
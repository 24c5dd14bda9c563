CREATE TABLE "shipment_last_positions" (
	"shipment_id" uuid PRIMARY KEY NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"member_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real NOT NULL,
	"speed" real,
	"heading" real
);
--> statement-breakpoint
CREATE TABLE "truck_positions" (
	"shipment_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"member_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" real NOT NULL,
	"speed" real,
	"heading" real,
	"stop_id" text,
	"sequence_no" smallint,
	CONSTRAINT "truck_positions_pk" PRIMARY KEY("shipment_id","recorded_at")
);
--> statement-breakpoint
CREATE INDEX "shipment_last_positions_recorded_idx" ON "shipment_last_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "truck_positions_recorded_brin" ON "truck_positions" USING brin ("recorded_at");
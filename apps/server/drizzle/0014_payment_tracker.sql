ALTER TABLE "shipment_references" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "shipment_references" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "paperwork_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "payment_scheduled_for" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "paid_amount_cents" integer;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "payment_note" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_references" ADD CONSTRAINT "shipment_references_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;
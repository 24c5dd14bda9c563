CREATE TABLE "recommendation_views" (
	"member_id" uuid NOT NULL,
	"load_posting_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendation_views_member_id_load_posting_id_pk" PRIMARY KEY("member_id","load_posting_id")
);
--> statement-breakpoint
ALTER TABLE "recommendation_views" ADD CONSTRAINT "recommendation_views_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_views" ADD CONSTRAINT "recommendation_views_load_posting_id_load_postings_id_fk" FOREIGN KEY ("load_posting_id") REFERENCES "public"."load_postings"("id") ON DELETE cascade ON UPDATE no action;
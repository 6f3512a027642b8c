ALTER TABLE "staff_invitations" ADD COLUMN "job_number" text;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD COLUMN "staff_member" boolean DEFAULT false NOT NULL;
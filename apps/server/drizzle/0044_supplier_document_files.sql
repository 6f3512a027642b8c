CREATE TABLE "supplier_document_bells" (
	"document_uid" uuid NOT NULL,
	"milestone" text NOT NULL,
	"expires_on" date NOT NULL,
	"rung_at" timestamp with time zone NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "supplier_document_bells_document_uid_milestone_expires_on_pk" PRIMARY KEY("document_uid","milestone","expires_on")
);
--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "issuer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "file_uid" uuid;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "uploaded_by" uuid;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "uploaded_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "row_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_document_bells" ADD CONSTRAINT "supplier_document_bells_document_uid_supplier_documents_uid_fk" FOREIGN KEY ("document_uid") REFERENCES "public"."supplier_documents"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_file_uid_stored_files_uid_fk" FOREIGN KEY ("file_uid") REFERENCES "public"."stored_files"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_uploaded_by_accounts_uid_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("uid") ON DELETE no action ON UPDATE no action;
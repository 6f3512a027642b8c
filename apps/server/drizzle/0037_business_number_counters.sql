CREATE TABLE "business_number_counters" (
	"series" text NOT NULL,
	"day" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "business_number_counters_series_day_pk" PRIMARY KEY("series","day")
);

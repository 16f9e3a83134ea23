-- One time zone per company: a zone chosen in the notification settings (anything but the default) moves to the company.
UPDATE "companies" SET "time_zone" = "company_notification_settings"."time_zone" FROM "company_notification_settings" WHERE "company_notification_settings"."company_id" = "companies"."id" AND "company_notification_settings"."time_zone" <> 'Asia/Shanghai';--> statement-breakpoint
ALTER TABLE "company_notification_settings" DROP COLUMN "time_zone";

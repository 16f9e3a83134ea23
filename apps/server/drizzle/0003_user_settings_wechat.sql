ALTER TABLE "users" ADD COLUMN "settings" jsonb DEFAULT '{"webVoiceAlarm":true,"webSmsPush":false,"wechatAlarm":false,"alarmPopup":true}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "wechat_open_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_wechat_open_id" ON "users" USING btree ("wechat_open_id");
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_type_ck";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_type_ck" CHECK ("chat_messages"."type" in ('text', 'img', 'goods', 'order'));

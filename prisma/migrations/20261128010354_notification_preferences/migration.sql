-- CreateTable
CREATE TABLE "NotificationPreference" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "inApp" BOOLEAN NOT NULL,
    "email" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "NotificationPreference_companyId_userId_kind_key" ON "NotificationPreference"("companyId", "userId", "kind");

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_companyId_userId_fkey" FOREIGN KEY ("companyId", "userId") REFERENCES "User"("companyId", "id") ON DELETE CASCADE ON UPDATE RESTRICT;

-- E-mails of the bell's notifications (decisions.md "E-mail templates")
INSERT INTO "EmailTemplate" ("id","name","description","subject","htmlBody","textBody","variables","category") VALUES ('approval_decided','Approval decided','Sent to the member who submitted content when a reviewer decides on it','{{reviewerName}} {{decision}} "{{contentTitle}}"','<p>{{reviewerName}} {{decision}} <strong>{{contentTitle}}</strong> in {{companyName}}.</p><p>{{comment}}</p><p><a href="{{reviewUrl}}">Open it</a></p>',E'{{reviewerName}} {{decision}} "{{contentTitle}}" in {{companyName}}.\n\n{{comment}}\n\nOpen it: {{reviewUrl}}',ARRAY['reviewerName','decision','contentTitle','companyName','comment','reviewUrl']::TEXT[],'approvals') ON CONFLICT ("id") DO NOTHING;
INSERT INTO "EmailTemplate" ("id","name","description","subject","htmlBody","textBody","variables","category") VALUES ('notification','Notification','Sent for an in-app notification a member asked to get by e-mail too (kinds without a template of their own)','{{title}}','<p>{{title}}</p><p>{{body}}</p><p><a href="{{link}}">Open {{appName}}</a></p>',E'{{title}}\n\n{{body}}\n\nOpen {{appName}}: {{link}}',ARRAY['title','body','link']::TEXT[],'notifications') ON CONFLICT ("id") DO NOTHING;

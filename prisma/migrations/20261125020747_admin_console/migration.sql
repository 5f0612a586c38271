-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "packageId" TEXT,
ADD COLUMN     "trialEndsAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "SystemSettings" (
    "id" TEXT NOT NULL DEFAULT 'default',
    "appName" TEXT NOT NULL DEFAULT 'Reach',
    "appUrl" TEXT NOT NULL DEFAULT '',
    "supportEmail" TEXT NOT NULL DEFAULT '',
    "alertEmail" TEXT NOT NULL DEFAULT '',
    "allowSignups" BOOLEAN NOT NULL DEFAULT true,
    "requireEmailVerification" BOOLEAN NOT NULL DEFAULT false,
    "defaultTrialDays" INTEGER NOT NULL DEFAULT 14,
    "maxTeamMembersDefault" INTEGER NOT NULL DEFAULT 5,
    "maxSocialAccountsDefault" INTEGER NOT NULL DEFAULT 10,
    "dailyAIBudgetUSD" DECIMAL(12,2) NOT NULL DEFAULT 50,
    "monthlyAIBudgetUSD" DECIMAL(12,2) NOT NULL DEFAULT 1000,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SystemSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BillingConfig" (
    "id" TEXT NOT NULL DEFAULT 'default',
    "provider" TEXT NOT NULL DEFAULT 'lemonsqueezy',
    "apiKey" TEXT,
    "storeId" TEXT,
    "webhookSecret" TEXT,
    "testMode" BOOLEAN NOT NULL DEFAULT true,
    "variantMapping" JSONB NOT NULL DEFAULT '{}',
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "taxEnabled" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BillingConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailTemplate" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "subject" TEXT NOT NULL,
    "htmlBody" TEXT NOT NULL,
    "textBody" TEXT NOT NULL,
    "variables" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "category" TEXT NOT NULL DEFAULT 'general',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailTemplate_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeatureFlag" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'boolean',
    "isEnabled" BOOLEAN NOT NULL DEFAULT false,
    "status" TEXT NOT NULL DEFAULT 'development',
    "enabledForTiers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "companyOverrides" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "userOverrides" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "metadata" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeatureFlag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Segment" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "userIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "companyIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Segment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeatureFlagSegment" (
    "id" UUID NOT NULL,
    "featureFlagId" TEXT NOT NULL,
    "segmentId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "FeatureFlagSegment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IntegrationConfig" (
    "id" UUID NOT NULL,
    "service" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "isEnabled" BOOLEAN NOT NULL DEFAULT false,
    "apiKey" TEXT,
    "apiSecret" TEXT,
    "webhookUrl" TEXT,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "rateLimit" INTEGER,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IntegrationConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EntitlementFeature" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'boolean',
    "category" TEXT,
    "defaultEnabled" BOOLEAN NOT NULL DEFAULT false,
    "defaultValue" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EntitlementFeature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Package" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "interval" TEXT NOT NULL DEFAULT 'month',
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "maxUsers" INTEGER NOT NULL DEFAULT 1,
    "maxAiPosts" INTEGER NOT NULL DEFAULT 0,
    "displayFeatures" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "salePrice" DECIMAL(12,2),
    "saleStartsAt" TIMESTAMPTZ(3),
    "saleEndsAt" TIMESTAMPTZ(3),
    "variantId" TEXT,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "isPopular" BOOLEAN NOT NULL DEFAULT false,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Package_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlanEntitlement" (
    "id" UUID NOT NULL,
    "packageId" TEXT NOT NULL,
    "featureId" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "value" INTEGER NOT NULL DEFAULT -1,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlanEntitlement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Segment_name_key" ON "Segment"("name");

-- CreateIndex
CREATE INDEX "FeatureFlagSegment_segmentId_idx" ON "FeatureFlagSegment"("segmentId");

-- CreateIndex
CREATE UNIQUE INDEX "FeatureFlagSegment_featureFlagId_segmentId_key" ON "FeatureFlagSegment"("featureFlagId", "segmentId");

-- CreateIndex
CREATE UNIQUE INDEX "IntegrationConfig_service_key" ON "IntegrationConfig"("service");

-- CreateIndex
CREATE INDEX "PlanEntitlement_featureId_idx" ON "PlanEntitlement"("featureId");

-- CreateIndex
CREATE UNIQUE INDEX "PlanEntitlement_packageId_featureId_key" ON "PlanEntitlement"("packageId", "featureId");

-- AddForeignKey
ALTER TABLE "Company" ADD CONSTRAINT "Company_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeatureFlagSegment" ADD CONSTRAINT "FeatureFlagSegment_featureFlagId_fkey" FOREIGN KEY ("featureFlagId") REFERENCES "FeatureFlag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeatureFlagSegment" ADD CONSTRAINT "FeatureFlagSegment_segmentId_fkey" FOREIGN KEY ("segmentId") REFERENCES "Segment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanEntitlement" ADD CONSTRAINT "PlanEntitlement_packageId_fkey" FOREIGN KEY ("packageId") REFERENCES "Package"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PlanEntitlement" ADD CONSTRAINT "PlanEntitlement_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES "EntitlementFeature"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data present from the first start (decisions.md): settings, billing config, entitlement features,
-- packages with their full plan matrix, e-mail templates, one integration config per external service.
INSERT INTO "SystemSettings" ("id") VALUES ('default');
INSERT INTO "BillingConfig" ("id") VALUES ('default');
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('ai_generation','AI generation','Generate posts, plans and content with AI','boolean','ai',true,NULL);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('advanced_analytics','Advanced analytics','Audience, best-time and competitor analytics','boolean','analytics',false,NULL);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('team_collaboration','Team collaboration','Invite teammates, approvals and comments','boolean','team',false,NULL);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('docs.client','Client documentation','Help centre for customers','boolean','docs',true,NULL);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('docs.api','API documentation','Public API reference','boolean','docs',false,NULL);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('docs.internal','Internal documentation','Operator handbook','boolean','docs',false,NULL);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('docs.ai','AI documentation','Prompting guides and AI model notes','boolean','docs',false,NULL);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('ai_posts_limit','AI posts per month','AI generations per billing period','number','ai',true,10);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('social_accounts_limit','Social accounts','Connected social accounts','number','social',true,3);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('ai_website_analysis','Website analyses','WEBSITE_ANALYSIS credits per billing period','number','ai',true,1);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('ai_field_analysis','Field analyses','FIELD_ANALYSIS credits per billing period','number','ai',true,10);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('ai_one_shot_refinement','One-shot refinements','ONE_SHOT_REFINEMENT credits per billing period','number','ai',true,10);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('ai_chat_sessions','Chat sessions','AI chat sessions per billing period','number','ai',true,5);
INSERT INTO "EntitlementFeature" ("id","name","description","type","category","defaultEnabled","defaultValue") VALUES ('ai_chat_messages_per_session','Messages per chat session','Messages in one AI chat session','number','ai',true,20);
INSERT INTO "Package" ("id","name","description","price","maxUsers","maxAiPosts","displayFeatures","isPopular","sortOrder") VALUES ('free','Free','Try Reach with one brand',0,1,10,ARRAY['1 user','3 social accounts','10 AI posts a month']::TEXT[],false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','ai_generation',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','advanced_analytics',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','team_collaboration',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','docs.client',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','docs.api',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','docs.internal',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','docs.ai',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','ai_posts_limit',true,10);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','social_accounts_limit',true,3);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','ai_website_analysis',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','ai_field_analysis',true,10);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','ai_one_shot_refinement',true,10);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','ai_chat_sessions',true,5);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'free','ai_chat_messages_per_session',true,20);
INSERT INTO "Package" ("id","name","description","price","maxUsers","maxAiPosts","displayFeatures","isPopular","sortOrder") VALUES ('starter','Starter','For a small team getting going',19,3,100,ARRAY['3 users','5 social accounts','100 AI posts a month','API access']::TEXT[],false,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','ai_generation',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','advanced_analytics',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','team_collaboration',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','docs.client',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','docs.api',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','docs.internal',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','docs.ai',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','ai_posts_limit',true,100);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','social_accounts_limit',true,5);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','ai_website_analysis',true,5);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','ai_field_analysis',true,50);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','ai_one_shot_refinement',true,50);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','ai_chat_sessions',true,20);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'starter','ai_chat_messages_per_session',true,50);
INSERT INTO "Package" ("id","name","description","price","maxUsers","maxAiPosts","displayFeatures","isPopular","sortOrder") VALUES ('professional','Professional','For growing marketing teams',49,10,500,ARRAY['10 users','15 social accounts','500 AI posts a month','Advanced analytics']::TEXT[],true,2);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','ai_generation',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','advanced_analytics',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','team_collaboration',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','docs.client',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','docs.api',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','docs.internal',false,0);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','docs.ai',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','ai_posts_limit',true,500);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','social_accounts_limit',true,15);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','ai_website_analysis',true,20);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','ai_field_analysis',true,200);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','ai_one_shot_refinement',true,200);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','ai_chat_sessions',true,100);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'professional','ai_chat_messages_per_session',true,100);
INSERT INTO "Package" ("id","name","description","price","maxUsers","maxAiPosts","displayFeatures","isPopular","sortOrder") VALUES ('enterprise','Enterprise','Unlimited everything, with support',199,-1,-1,ARRAY['Unlimited users','Unlimited social accounts','Unlimited AI posts','Priority support']::TEXT[],false,3);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','ai_generation',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','advanced_analytics',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','team_collaboration',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','docs.client',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','docs.api',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','docs.internal',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','docs.ai',true,1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','ai_posts_limit',true,-1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','social_accounts_limit',true,-1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','ai_website_analysis',true,-1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','ai_field_analysis',true,-1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','ai_one_shot_refinement',true,-1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','ai_chat_sessions',true,-1);
INSERT INTO "PlanEntitlement" ("id","packageId","featureId","enabled","value") VALUES (gen_random_uuid(),'enterprise','ai_chat_messages_per_session',true,-1);
INSERT INTO "EmailTemplate" ("id","name","description","subject","htmlBody","textBody","variables","category") VALUES ('welcome','Welcome','Sent to a new user after onboarding','Welcome to {{appName}}, {{firstName}}','<p>Hi {{firstName}},</p><p>Welcome to <strong>{{appName}}</strong>. Your company {{companyName}} is ready.</p><p><a href="{{loginUrl}}">Open {{appName}}</a></p>',E'Hi {{firstName}},\n\nWelcome to {{appName}}. Your company {{companyName}} is ready.\n\nOpen {{appName}}: {{loginUrl}}',ARRAY['firstName','appName','companyName','loginUrl']::TEXT[],'account');
INSERT INTO "EmailTemplate" ("id","name","description","subject","htmlBody","textBody","variables","category") VALUES ('team_invitation','Team invitation','Sent when a member invites someone to their company','{{inviterName}} invited you to join {{companyName}}','<p>Hello,</p><p>{{inviterName}} invited you to join <strong>{{companyName}}</strong> as {{roleName}}.</p><p>Sign in with this e-mail address ({{email}}) to accept:<br><a href="{{inviteUrl}}">{{inviteUrl}}</a></p><p>The invitation expires on {{expiresAt}}. If you did not expect it, you can ignore this e-mail.</p>',E'Hello,\n\n{{inviterName}} invited you to join {{companyName}} as {{roleName}}.\n\nSign in with this e-mail address ({{email}}) to accept:\n{{inviteUrl}}\n\nThe invitation expires on {{expiresAt}}. If you did not expect it, you can ignore this e-mail.',ARRAY['inviterName','companyName','roleName','email','inviteUrl','expiresAt']::TEXT[],'team');
INSERT INTO "EmailTemplate" ("id","name","description","subject","htmlBody","textBody","variables","category") VALUES ('approval_needed','Approval needed','Sent to approvers when content is submitted for review','{{authorName}} asks you to approve "{{contentTitle}}"','<p>{{authorName}} submitted <strong>{{contentTitle}}</strong> for approval in {{companyName}}.</p><p><a href="{{reviewUrl}}">Review it</a></p>',E'{{authorName}} submitted "{{contentTitle}}" for approval in {{companyName}}.\n\nReview it: {{reviewUrl}}',ARRAY['authorName','contentTitle','companyName','reviewUrl']::TEXT[],'approvals');
INSERT INTO "EmailTemplate" ("id","name","description","subject","htmlBody","textBody","variables","category") VALUES ('report_ready','Report ready','Sent to a report''s recipients when it has been generated','Your report "{{reportName}}" is ready','<p>The report <strong>{{reportName}}</strong> for {{companyName}} is ready.</p><p><a href="{{downloadUrl}}">Download it</a> (the file is also attached).</p>',E'The report "{{reportName}}" for {{companyName}} is ready.\n\nDownload it: {{downloadUrl}} (the file is also attached).',ARRAY['reportName','companyName','downloadUrl']::TEXT[],'reports');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'twitter','X (Twitter)');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'linkedin','LinkedIn');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'facebook','Facebook');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'instagram','Instagram');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'threads','Threads');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'youtube','YouTube');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'tiktok','TikTok');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'pinterest','Pinterest');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'bluesky','Bluesky');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'mastodon','Mastodon');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'slack','Slack');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'teams','Microsoft Teams');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'discord','Discord');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'openai','OpenAI');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'anthropic','Anthropic');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'lemonsqueezy','Lemon Squeezy');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'email','E-mail (SMTP)');
INSERT INTO "IntegrationConfig" ("id","service","displayName") VALUES (gen_random_uuid(),'blob','Blob storage');

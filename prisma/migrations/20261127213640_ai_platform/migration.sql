-- CreateTable
CREATE TABLE "AiModelConfig" (
    "id" UUID NOT NULL,
    "task" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "maxTokens" INTEGER NOT NULL DEFAULT 1024,
    "temperature" DOUBLE PRECISION NOT NULL DEFAULT 0.7,
    "inputCostPer1M" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "outputCostPer1M" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiModelConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CompanyAiConfig" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "task" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "useOwnKey" BOOLEAN NOT NULL DEFAULT false,
    "apiKey" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CompanyAiConfig_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiAbTest" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "task" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "variants" JSONB NOT NULL DEFAULT '[]',
    "targetCompanyIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "targetUserIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiAbTest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiGatewayAdapter" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT false,
    "baseUrl" TEXT,
    "apiKey" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiGatewayAdapter_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AiUsageLog" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "userId" UUID,
    "actionType" TEXT NOT NULL,
    "task" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "model" TEXT NOT NULL,
    "inputTokens" INTEGER NOT NULL DEFAULT 0,
    "outputTokens" INTEGER NOT NULL DEFAULT 0,
    "totalTokens" INTEGER NOT NULL DEFAULT 0,
    "costCents" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "latencyMs" INTEGER NOT NULL DEFAULT 0,
    "success" BOOLEAN NOT NULL DEFAULT true,
    "cached" BOOLEAN NOT NULL DEFAULT false,
    "credits" INTEGER NOT NULL DEFAULT 1,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "abTestId" UUID,
    "variant" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AiUsageLog_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AiModelConfig_task_key" ON "AiModelConfig"("task");

-- CreateIndex
CREATE UNIQUE INDEX "CompanyAiConfig_companyId_task_key" ON "CompanyAiConfig"("companyId", "task");

-- CreateIndex
CREATE INDEX "AiAbTest_task_isActive_idx" ON "AiAbTest"("task", "isActive");

-- CreateIndex
CREATE INDEX "AiUsageLog_companyId_createdAt_idx" ON "AiUsageLog"("companyId", "createdAt");

-- CreateIndex
CREATE INDEX "AiUsageLog_companyId_actionType_createdAt_idx" ON "AiUsageLog"("companyId", "actionType", "createdAt");

-- CreateIndex
CREATE INDEX "AiUsageLog_createdAt_idx" ON "AiUsageLog"("createdAt");

-- CreateIndex
CREATE INDEX "AiUsageLog_abTestId_idx" ON "AiUsageLog"("abTestId");

-- AddForeignKey
ALTER TABLE "CompanyAiConfig" ADD CONSTRAINT "CompanyAiConfig_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AiUsageLog" ADD CONSTRAINT "AiUsageLog_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every task of decisions.md "AI" starts on one inexpensive OpenAI-compatible model (prices per 1M tokens, USD).
INSERT INTO "AiModelConfig" ("id", "task", "provider", "model", "maxTokens", "temperature", "inputCostPer1M", "outputCostPer1M")
SELECT gen_random_uuid(), t.task, 'openai', t.model, t.max_tokens, 0.7, t.input_cost, t.output_cost
FROM (VALUES
  ('brand_analysis', 'gpt-4o-mini', 2048, 0.15, 0.60),
  ('brand_chat', 'gpt-4o-mini', 1024, 0.15, 0.60),
  ('field_refinement', 'gpt-4o-mini', 512, 0.15, 0.60),
  ('campaign_chat', 'gpt-4o-mini', 1024, 0.15, 0.60),
  ('campaign_plan', 'gpt-4o-mini', 4096, 0.15, 0.60),
  ('content_generation', 'gpt-4o-mini', 4096, 0.15, 0.60),
  ('blog_generation', 'gpt-4o-mini', 4096, 0.15, 0.60),
  ('blog_refinement', 'gpt-4o-mini', 4096, 0.15, 0.60),
  ('post_generation', 'gpt-4o-mini', 2048, 0.15, 0.60),
  ('post_assist', 'gpt-4o-mini', 1024, 0.15, 0.60),
  ('image_generation', 'gpt-image-1', 1024, 5.00, 40.00),
  ('video_script', 'gpt-4o-mini', 4096, 0.15, 0.60),
  ('content_calendar', 'gpt-4o-mini', 4096, 0.15, 0.60),
  ('inbox_reply', 'gpt-4o-mini', 1024, 0.15, 0.60)
) AS t(task, model, max_tokens, input_cost, output_cost)
ON CONFLICT ("task") DO NOTHING;

INSERT INTO "AiGatewayAdapter" ("id", "name", "isActive") VALUES
  ('direct', 'Direct (each provider''s own API)', true),
  ('gateway', 'Gateway (one OpenAI-compatible endpoint: LiteLLM, Portkey, Vercel AI Gateway)', false)
ON CONFLICT ("id") DO NOTHING;

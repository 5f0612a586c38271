-- A scheduled blog post that comes due without the approval the company requires is held, not
-- failed: the reason is kept on the post until approval (or the gate turned off) releases it.
ALTER TABLE "BlogPost" ADD COLUMN "heldReason" TEXT;

-- Deleting content now deletes its approval items in the same transaction. Items whose content was
-- deleted before that stayed pending with nothing to review: they go now.
DELETE FROM "Approval" a
WHERE (a."contentType" = 'social' AND NOT EXISTS (SELECT 1 FROM "SocialPost" c WHERE c."id" = a."contentId" AND c."companyId" = a."companyId"))
   OR (a."contentType" = 'blog' AND NOT EXISTS (SELECT 1 FROM "BlogPost" c WHERE c."id" = a."contentId" AND c."companyId" = a."companyId"))
   OR (a."contentType" = 'script' AND NOT EXISTS (SELECT 1 FROM "VideoScript" c WHERE c."id" = a."contentId" AND c."companyId" = a."companyId"));

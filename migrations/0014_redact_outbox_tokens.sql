-- Mails stored before this version hold their links' tokens. Each such mail learns which record its
-- link opens (found by the token's hash, as the site itself would), so sending it again makes a fresh
-- token; then every token in the stored text, HTML and headers is replaced by the placeholder.
UPDATE "outbox_mails" SET "secret_link" = jsonb_build_object('purpose', 'application', 'ref', "application_id")
WHERE "application_id" IS NOT NULL AND "text" ~ 'withdraw-application\?token=';
--> statement-breakpoint
UPDATE "outbox_mails" AS o SET "secret_link" = jsonb_build_object(
  'purpose', CASE o."kind" WHEN 'password-reset' THEN 'password-reset' ELSE 'invitation' END, 'ref', u."id")
FROM "users" AS u
WHERE o."kind" IN ('password-reset', 'account-invitation') AND lower(u."email") = lower(o."recipient");
--> statement-breakpoint
UPDATE "outbox_mails" AS o SET "secret_link" = jsonb_build_object('purpose', 'search-alert-confirm', 'ref', a."id")
FROM "search_alerts" AS a
WHERE o."kind" = 'search-alert-confirm'
  AND a."confirm_token_hash" = encode(sha256(convert_to(substring(o."text" from 'confirm\?token=([A-Za-z0-9_-]+)'), 'UTF8')), 'hex');
--> statement-breakpoint
UPDATE "outbox_mails" AS o SET "secret_link" = jsonb_build_object('purpose', 'search-alert-unsubscribe', 'ref', a."id")
FROM "search_alerts" AS a
WHERE o."kind" = 'search-alert'
  AND a."unsubscribe_token_hash" = encode(sha256(convert_to(substring(o."text" from 'unsubscribe\?token=([A-Za-z0-9_-]+)'), 'UTF8')), 'hex');
--> statement-breakpoint
UPDATE "outbox_mails" SET
  "text" = regexp_replace("text", '([?&]token=)[A-Za-z0-9_%-]+', '\1[token-entfernt]', 'g'),
  "html" = regexp_replace("html", '([?&]token=)[A-Za-z0-9_%-]+', '\1[token-entfernt]', 'g'),
  "headers" = CASE WHEN "headers" ? 'List-Unsubscribe'
    THEN jsonb_set("headers", '{List-Unsubscribe}',
      to_jsonb(regexp_replace("headers"->>'List-Unsubscribe', '([?&]token=)[A-Za-z0-9_%-]+', '\1[token-entfernt]', 'g')))
    ELSE "headers" END
WHERE "text" ~ '[?&]token=[A-Za-z0-9_%-]' OR "html" ~ '[?&]token=[A-Za-z0-9_%-]'
  OR coalesce("headers"->>'List-Unsubscribe', '') ~ '[?&]token=[A-Za-z0-9_%-]';

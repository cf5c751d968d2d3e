-- §7 the benefits portal framed on the order confirmation page: a partner's address per shop, set
-- by operations like the return portal. Null (every row made before this migration) shows none.
alter table shop_settings
  add column benefits_portal_url text check (benefits_portal_url ~ '^https://[^/?#]+');

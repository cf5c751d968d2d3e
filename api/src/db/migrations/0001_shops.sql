-- Operational settings of the nine shops (§1, §3 Shop entity). Identity (locale, currency,
-- languages) lives in the domain's shop table and hosts in the deployment's domain map; this
-- table holds what operations change without a release.
create table shop_settings (
  shop_id integer primary key,
  code text not null unique check (code ~ '^[a-z]{2}-[a-z]{2}$'),
  -- §5: a tag manager id is GTM- or G- followed by uppercase letters and digits.
  google_tag_id text check (google_tag_id ~ '^(GTM|G)-[A-Z0-9]+$'),
  -- Null: cookies stay on the shop's own host (local development, one host per shop).
  cookie_domain text check (cookie_domain <> ''),
  cms_base_folder text not null check (cms_base_folder <> ''),
  online_shop_enabled boolean not null default true,
  order_return_portal text not null default 'DEFAULT'
    check (order_return_portal in ('DEFAULT', 'SEVEN_SENDERS')),
  order_return_portal_domain text not null check (order_return_portal_domain <> ''),
  delivery_estimates_product_type text not null check (delivery_estimates_product_type <> ''),
  intl_locale_overwrite text check (intl_locale_overwrite ~ '^[a-z]{2}-[A-Z]{2}$'),
  feature_flags jsonb not null default '{}' check (jsonb_typeof(feature_flags) = 'object'),
  custom_data jsonb not null default '{}' check (jsonb_typeof(custom_data) = 'object'),
  updated_at timestamptz not null default now()
);

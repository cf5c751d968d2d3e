-- The catalogue of the commerce backend (§3, §7 "Commerce backend"). Rows are language-neutral;
-- texts shown to shoppers sit in jsonb maps keyed by language code ({"de": ..., "fr": ...}) so one
-- product serves every shop. The api answers in the SCAYLE Storefront API v1 shape, built from
-- these rows for the asking shop's language and currency.

-- Attribute groups and their values (frame colour, shape, rim type...). Products refer to values
-- by key; labels come from here in the shop's language.
create table attribute_groups (
  id integer primary key,
  key text not null unique check (key ~ '^[a-zA-Z][a-zA-Z0-9]*$'),
  type text,
  multi_select boolean not null default false,
  -- Filterable groups appear in GET filters; `position` orders them there.
  filter_type text check (filter_type in ('attributes', 'boolean', 'range', 'identifier')),
  filter_position integer,
  labels jsonb not null check (jsonb_typeof(labels) = 'object')
);

create table attribute_values (
  id integer primary key,
  group_id integer not null references attribute_groups (id),
  -- Stable key products refer to (`black`, `round`, `rimless`); unique within the group.
  value text not null,
  labels jsonb not null check (jsonb_typeof(labels) = 'object'),
  -- Colour swatches (§5: a colour is accepted only if it starts with #).
  hex text check (hex ~ '^#[0-9a-fA-F]{6}$'),
  position integer not null default 0,
  unique (group_id, value)
);

create table brands (
  id integer primary key,
  name text not null,
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- Brands sold only in some markets (null: all shops).
  shop_ids integer[]
);

-- One category tree for all shops; names and slugs per language. Roots are the shop's top
-- categories; the master path of §3 ("Master|Eyewear|Frames") is "Master" followed by the
-- `master_key` of each category from the root.
create table categories (
  id integer primary key,
  parent_id integer references categories (id),
  master_key text not null check (master_key ~ '^[A-Za-z][A-Za-z0-9-]*$'),
  position integer not null default 0,
  is_hidden boolean not null default false,
  names jsonb not null check (jsonb_typeof(names) = 'object'),
  slugs jsonb not null check (jsonb_typeof(slugs) = 'object'),
  properties jsonb not null default '[]' check (jsonb_typeof(properties) = 'array'),
  -- Filter group keys the category's listing offers.
  supported_filters text[] not null default '{}',
  -- Shops that show the category (null: all).
  shop_ids integer[],
  unique (parent_id, master_key)
);

create table products (
  id integer primary key,
  master_key text not null,
  reference_key text not null unique,
  -- §3 product types pick the product page template; null for service products (lenses, fees).
  product_type text check (
    product_type in (
      'cleaning-fluid-pdp', 'contact-lens-pdp', 'glasses-pdp', 'merch-pdp',
      'correctional-glasses', 'hearing-aids-merch-pdp'
    )
  ),
  product_category text check (
    product_category in (
      'glasses', 'contactLenses', 'sunglasses', 'careproducts', 'merch', 'readyMadeGlasses',
      'readingAidGlasses', 'hearingAidsMerch', 'smartglasses', 'blueLightBlocking'
    )
  ),
  brand_id integer not null references brands (id),
  -- Leaf categories the product is listed in; ancestors are implied.
  category_ids integer[] not null,
  -- Products of one model in several colours share a sibling group (§3 siblings).
  sibling_group text,
  -- Attribute values by group key: {"frameColor": ["black"], "shape": ["round"], "frameWidth": [138]}.
  -- Strings refer to attribute_values.value; numbers are measurements.
  attributes jsonb not null default '{}' check (jsonb_typeof(attributes) = 'object'),
  -- Per language: {"de": {"name": ..., "description": ...}}.
  texts jsonb not null check (jsonb_typeof(texts) = 'object'),
  -- [{"hash": ..., "view": "front"|"side"|"model"|"bust"|"box"|"bottle"|"item", "background": "white"|"grey"|"transparent"}]
  images jsonb not null default '[]' check (jsonb_typeof(images) = 'array'),
  -- §4 sales status; published when the shop has no other word.
  sales_status text not null default 'published'
    check (sales_status in ('enrichment', 'published', 'temporary_not_sellable', 'offline')),
  is_active boolean not null default true,
  -- Shops that sell the product (null: all).
  shop_ids integer[],
  custom_data jsonb not null default '{}' check (jsonb_typeof(custom_data) = 'object'),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  first_live_at timestamptz not null
);
create index products_master_key on products (master_key);
create index products_sibling_group on products (sibling_group);

create table variants (
  id integer primary key,
  product_id integer not null references products (id),
  reference_key text not null unique,
  -- Variant attribute values by group key, as on products ({"size": ["52-18-140"]}).
  attributes jsonb not null default '{}' check (jsonb_typeof(attributes) = 'object'),
  -- Stock never goes below zero: an order that would take more than is there fails (§4).
  stock integer not null check (stock >= 0),
  sellable_without_stock boolean not null default false,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index variants_product_id on variants (product_id);

-- List prices per variant and currency, in cents with tax. The gross price is the same in every
-- shop of a currency (DE, AT and IT shops all say 129,00 €); the net price follows each
-- country's VAT rate. A sale reduction and the lowest prior price (EU Omnibus) sit beside it.
create table variant_prices (
  variant_id integer not null references variants (id),
  currency text not null check (currency in ('EUR', 'CHF', 'PLN', 'CZK')),
  -- Zero for free services (the free rx service product of §3 lens data).
  list_price integer not null check (list_price >= 0),
  recommended_retail_price integer check (recommended_retail_price > 0),
  sale_percent integer not null default 0 check (sale_percent between 0 and 90),
  lowest_prior_price integer check (lowest_prior_price > 0),
  primary key (variant_id, currency)
);

-- Campaigns reduce prices of the products they cover (brands or categories) while they run;
-- a basket or product request names the campaign by its key.
create table campaigns (
  id integer primary key,
  key text not null unique,
  name text not null,
  description text,
  reduction_percent integer not null check (reduction_percent between 1 and 90),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at > start_at),
  brand_ids integer[],
  category_ids integer[],
  shop_ids integer[]
);

-- Promotions (§3): gift (buy_x_get_y) and automatic discounts. `effect` and `conditions` follow the
-- SCAYLE promotion shape; `custom_data` carries headline parts, gift conditions and colours.
create table promotions (
  id text primary key,
  name text not null,
  priority integer not null default 0,
  is_active boolean not null default true,
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at > start_at),
  effect jsonb not null check (jsonb_typeof(effect) = 'object'),
  conditions jsonb not null default '[]' check (jsonb_typeof(conditions) = 'array'),
  custom_data jsonb not null default '{}' check (jsonb_typeof(custom_data) = 'object'),
  shop_ids integer[]
);

create table voucher_codes (
  code text primary key check (code ~ '^[A-Z0-9-]{4,32}$'),
  type text not null check (type in ('absolute', 'relative')),
  -- Cents (absolute) or percent (relative).
  value integer not null check (value > 0),
  currency text check (currency in ('EUR', 'CHF', 'PLN', 'CZK')),
  min_order_value integer not null default 0 check (min_order_value >= 0),
  start_at timestamptz not null,
  end_at timestamptz not null check (end_at > start_at),
  shop_ids integer[],
  check ((type = 'absolute') = (currency is not null)),
  check (type = 'absolute' or value <= 100)
);

create table redirects (
  id integer primary key,
  shop_id integer not null,
  source text not null check (source ~ '^/'),
  target text not null,
  status_code integer not null default 301 check (status_code in (301, 302, 307, 308)),
  unique (shop_id, source)
);

-- Navigation trees per shop, in the shop's language: [{"label", "slug"|"categoryId", "children", "visibleFrom", "visibleTo"}].
create table navigation_trees (
  id integer primary key,
  shop_id integer not null,
  key text not null,
  name text not null,
  items jsonb not null check (jsonb_typeof(items) = 'array'),
  unique (shop_id, key)
);

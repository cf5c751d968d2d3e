-- Campaign and promotion texts in every shop language, as the other catalogue texts are kept: a
-- map by language (`de`, `fr`, `it`, `pl`, `cs`, and `de-CH` where Swiss spelling differs).
-- `name` and `description` stay the German texts the Panel shows; a row without the maps (made
-- before this migration) is shown with them in every shop until the catalogue is seeded anew.
alter table campaigns
  add column names jsonb check (jsonb_typeof(names) = 'object'),
  add column descriptions jsonb check (jsonb_typeof(descriptions) = 'object');

alter table promotions
  add column names jsonb check (jsonb_typeof(names) = 'object');

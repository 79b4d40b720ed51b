-- The plans catalogue of platform §3 / §9, mirrored from planCatalogue in packages/shared
-- (plans.repo.test.ts fails when the two drift apart). ON CONFLICT keeps the seed re-runnable.
INSERT INTO "plans" ("name", "level", "products") VALUES
  ('Free', NULL, ARRAY['booth', 'peerpix', 'cheddar']),
  ('Silver', 10, ARRAY['booth']),
  ('Gold', 20, ARRAY['booth']),
  ('Platinum', 30, ARRAY['booth']),
  ('Diamond', 99, ARRAY['booth']),
  ('Starter', 10, ARRAY['peerpix']),
  ('Agency', 20, ARRAY['peerpix']),
  ('Premium (Beta)', 99, ARRAY['cheddar'])
ON CONFLICT ("name") DO NOTHING;

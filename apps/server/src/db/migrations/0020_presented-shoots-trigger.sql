-- Custom SQL migration file, put your code below! --
-- presented_shoots (modules/live/presented-shoots.table.ts): every picture that was ever presentable
-- (ready, public, not a test picture), recorded by the database in the same transaction as the change
-- that made it so, whichever code made it. `opted_in`: presentable with the guest's gallery opt-in too.
CREATE FUNCTION record_presented_shoot() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO presented_shoots (shoot_id, event_id, opted_in, presented_at)
  VALUES (NEW.id, NEW.event_id, NEW.client_approval, now())
  ON CONFLICT (shoot_id) DO UPDATE SET opted_in = presented_shoots.opted_in OR EXCLUDED.opted_in
  WHERE EXCLUDED.opted_in AND NOT presented_shoots.opted_in;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the columns the rule reads: a like or a view (UPDATE … SET likes/views) never fires it.
CREATE TRIGGER shoots_record_presented AFTER INSERT OR UPDATE OF status, is_public, is_test, client_approval ON shoots
FOR EACH ROW WHEN (NEW.status = 'ready' AND NEW.is_public AND NOT NEW.is_test)
EXECUTE FUNCTION record_presented_shoot();
--> statement-breakpoint
-- The pictures presentable now may be on a screen already.
INSERT INTO presented_shoots (shoot_id, event_id, opted_in, presented_at)
SELECT id, event_id, client_approval, now() FROM shoots WHERE status = 'ready' AND is_public AND NOT is_test
ON CONFLICT (shoot_id) DO NOTHING;

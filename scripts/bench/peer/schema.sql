-- What PostGraphile serves in `npm run bench -- --only peer`: the app's public data as views in a
-- schema of its own, created before the run and dropped after it (the app's tables are untouched).
-- Names are chosen so that the `cards` query text is the same on both sides:
-- notes(first: 12) { edges { node { ... uploader { username } likeCount commentCount } } }.
DROP SCHEMA IF EXISTS peer CASCADE;
CREATE SCHEMA peer;

-- Public columns of accounts (no e-mail, no password hash, no Google id).
CREATE VIEW peer.users AS SELECT u.id, u.username, u.avatar_key, u.avatar_url, u.created_at FROM public.users u;
COMMENT ON VIEW peer.users IS E'@primaryKey id';

-- The approved notes: what the app calls public (approved, not held by reports).
CREATE VIEW peer.notes AS
  SELECT n.id, n.title, n.description, n.subject, n.course, n.semester, n.batch, n.college, n.file_key, n.external_url,
         n.preview, n.uploader_id, n.download_count, n.created_at, n.updated_at
  FROM public.notes n
  WHERE n.approved AND NOT n.hidden;
COMMENT ON VIEW peer.notes IS E'@primaryKey id\n@foreignKey (uploader_id) references peer.users (id)|@fieldName uploader|@foreignFieldName notes\n@omit create,update,delete';
COMMENT ON COLUMN peer.notes.file_key IS E'@omit';
COMMENT ON COLUMN peer.notes.preview IS E'@omit';

-- The root field `notes`: newest first, as the app's notes(first:) lists them (an inlinable SQL
-- function, so PostgreSQL plans it as the query inside, on the browse index).
CREATE FUNCTION peer.notes() RETURNS SETOF peer.notes AS $$
  SELECT * FROM peer.notes ORDER BY created_at DESC, id DESC
$$ LANGUAGE sql STABLE;

-- Computed columns: the counts a card shows (the same index-only counts the app runs) and the
-- fields the app derives from the row (api/src/presenters/note.presenter.ts).
CREATE FUNCTION peer.notes_like_count(n peer.notes) RETURNS int AS $$
  SELECT count(*)::int FROM public.likes l WHERE l.note_id = n.id
$$ LANGUAGE sql STABLE;
CREATE FUNCTION peer.notes_comment_count(n peer.notes) RETURNS int AS $$
  SELECT count(*)::int FROM public.comments c WHERE c.note_id = n.id
$$ LANGUAGE sql STABLE;
CREATE FUNCTION peer.notes_has_file(n peer.notes) RETURNS boolean AS $$
  SELECT n.file_key IS NOT NULL
$$ LANGUAGE sql IMMUTABLE;
CREATE FUNCTION peer.notes_file_type(n peer.notes) RETURNS text AS $$
  SELECT CASE lower(substring(n.file_key FROM '(\.[^./]*)$')) WHEN '.pdf' THEN 'pdf' WHEN '.doc' THEN 'doc' WHEN '.docx' THEN 'docx' WHEN '.txt' THEN 'txt' END
$$ LANGUAGE sql IMMUTABLE;
CREATE FUNCTION peer.notes_thumbnail_url(n peer.notes) RETURNS text AS $$
  SELECT '/media/' || (n.preview -> 'thumbnail' ->> 'key')
$$ LANGUAGE sql IMMUTABLE;
CREATE FUNCTION peer.notes_download_url(n peer.notes) RETURNS text AS $$
  SELECT CASE WHEN n.file_key IS NOT NULL THEN '/api/notes/' || n.id || '/download' ELSE coalesce(n.external_url, '') END
$$ LANGUAGE sql IMMUTABLE;
-- Visitors: the app answers false without a query.
CREATE FUNCTION peer.notes_viewer_has_liked(n peer.notes) RETURNS boolean AS $$
  SELECT false
$$ LANGUAGE sql IMMUTABLE;
COMMENT ON FUNCTION peer.notes_has_file(peer.notes) IS E'@notNull';
COMMENT ON FUNCTION peer.notes_like_count(peer.notes) IS E'@notNull';
COMMENT ON FUNCTION peer.notes_comment_count(peer.notes) IS E'@notNull';
COMMENT ON FUNCTION peer.notes_download_url(peer.notes) IS E'@notNull';
COMMENT ON FUNCTION peer.notes_viewer_has_liked(peer.notes) IS E'@notNull';

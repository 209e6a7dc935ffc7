-- An owed post's payload carries the public view (about 3 kB as jsonb, more than a row keeps
-- uncompressed): every commit of a move compressed it with pglz, a tenth of the commit's CPU.
-- lz4 compresses it several times faster (a little less tightly; the row stays inline). New rows
-- only: rows already written keep pglz, and both read back the same. Only where the server was
-- built with lz4 (PGlite's WebAssembly build, for one, may not be): elsewhere nothing changes.
DO $$
BEGIN
    IF EXISTS (
        SELECT 1 FROM pg_settings
        WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)
    ) THEN
        ALTER TABLE "Outbox" ALTER COLUMN "payload" SET COMPRESSION lz4;
    END IF;
END
$$;

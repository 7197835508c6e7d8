/**
 * A copy of the seeded tables in a schema of their own, and a function that puts them back: a database handed
 * from one test file to the next (in a bundle of test files, __tests__/server/helpers/specBundle.ts) starts from
 * the seeded demo world again in one statement, instead of a new PGlite copy (a second of CPU each).
 */
export const SEED_COPY_SCHEMA = 'test_seed';

export const SEED_COPY_STATEMENTS: readonly string[] = [
  `CREATE SCHEMA ${SEED_COPY_SCHEMA}`,
  `DO $$ DECLARE t record; BEGIN
     FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
       EXECUTE format('CREATE TABLE ${SEED_COPY_SCHEMA}.%I AS TABLE public.%I', t.tablename, t.tablename);
     END LOOP;
   END $$`,
  `CREATE TABLE ${SEED_COPY_SCHEMA}.__sequences AS
     SELECT schemaname, sequencename, last_value FROM pg_sequences WHERE schemaname = 'public'`,
  // Replica mode: no foreign-key checks and no triggers (the audit log refuses TRUNCATE) while the rows go back.
  `CREATE FUNCTION ${SEED_COPY_SCHEMA}.restore() RETURNS void LANGUAGE plpgsql AS $$
   DECLARE t record; tables text;
   BEGIN
     SET LOCAL session_replication_role = replica;
     SELECT string_agg(format('public.%I', tablename), ', ') INTO tables FROM pg_tables WHERE schemaname = 'public';
     EXECUTE 'TRUNCATE ' || tables || ' RESTART IDENTITY';
     FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = '${SEED_COPY_SCHEMA}' AND tablename <> '__sequences' LOOP
       EXECUTE format('INSERT INTO public.%I OVERRIDING SYSTEM VALUE SELECT * FROM ${SEED_COPY_SCHEMA}.%I', t.tablename, t.tablename);
     END LOOP;
     FOR t IN SELECT * FROM ${SEED_COPY_SCHEMA}.__sequences WHERE last_value IS NOT NULL LOOP
       PERFORM setval(format('%I.%I', t.schemaname, t.sequencename), t.last_value, true);
     END LOOP;
   END $$`,
];

export const SEED_RESTORE_STATEMENT = `SELECT ${SEED_COPY_SCHEMA}.restore()`;

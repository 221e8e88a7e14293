-- The roles of a gputco team library (issue #37; docs/library.md). Run once per server, by a
-- role allowed to create roles, before `gputco-cli library migrate` makes the tables:
--
--   psql -h HOST -U postgres -d gputco -f /usr/share/gputco/team-library.sql
--
-- Three group roles, each holding the one below it. Nobody logs in as them: give each person a
-- login role of their own and grant them one, so that the audit trail names the person.
--
--   gputco_reader    reads the catalog, the scenarios' revisions, probe results and the audit trail
--   gputco_analyst   also imports prices, saves revisions and marks them draft or in review
--   gputco_approver  also marks a revision approved (or takes an approval back)
--
-- What each may do is granted on the tables by the migration, and the database enforces it
-- (grants, and a trigger for approving): the app's own checks only say it first.
--
--   CREATE ROLE alice LOGIN PASSWORD '...' IN ROLE gputco_analyst;
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gputco_reader') THEN
        CREATE ROLE gputco_reader NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gputco_analyst') THEN
        CREATE ROLE gputco_analyst NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'gputco_approver') THEN
        CREATE ROLE gputco_approver NOLOGIN;
    END IF;
END
$$;
GRANT gputco_reader TO gputco_analyst;
GRANT gputco_analyst TO gputco_approver;

-- A one-time code's code_hash becomes HMAC-SHA-256 under a server secret (server/domain/otp.ts).
-- The old hashes were a plain SHA-256 of mobile|purpose|code: six digits fall out of one in a million tries,
-- so they are wiped (a code sent before this migration is refused; it had 10 minutes to live at most). The
-- rows stay: they count toward the per-number and per-address send limits.
UPDATE otp_codes SET code_hash = '';

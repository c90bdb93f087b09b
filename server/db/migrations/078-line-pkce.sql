-- The LINE stand-in records the PKCE challenge (S256) of the authorization request a code
-- answers; lineLogin exchanges the code only with the matching verifier. Codes issued before have none and
-- cannot be exchanged (they expire within 10 minutes anyway).
ALTER TABLE line_codes ADD COLUMN code_challenge TEXT;

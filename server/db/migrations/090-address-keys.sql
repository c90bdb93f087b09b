-- Per-address limits count an address's key (server/domain/address-key.ts: IPv4 as is, an
-- IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address by its /64), so one line cannot rotate
-- through its addresses. The codes sent per address and the registrations per address keep that key beside
-- the address itself; rows from before keep their address as their key.
ALTER TABLE otp_codes ADD COLUMN ip_key TEXT NOT NULL DEFAULT '';
UPDATE otp_codes SET ip_key = ip;
CREATE INDEX otp_ip_key ON otp_codes (ip_key, created_at);

ALTER TABLE users ADD COLUMN reg_ip_key TEXT NOT NULL DEFAULT '';
UPDATE users SET reg_ip_key = reg_ip;
CREATE INDEX users_reg_ip_key ON users (reg_ip_key, created_at);

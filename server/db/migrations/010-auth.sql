-- Authentication: the per-address registration cap (at most 5 players per reg_ip in 24 hours) counts
-- users by reg_ip and created_at on every registration.
CREATE INDEX users_reg_ip ON users (reg_ip, created_at);

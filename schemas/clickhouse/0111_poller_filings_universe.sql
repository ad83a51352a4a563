-- poller_filings.universe = 1: the filing was read because its filer is in the issuer universe
-- (published whatever its words), so a retry after a failed fetch keeps that reason.
ALTER TABLE {db:Identifier}.poller_filings ADD COLUMN IF NOT EXISTS universe UInt8 DEFAULT 0;

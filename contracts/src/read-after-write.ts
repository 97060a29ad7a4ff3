/**
 * Read-your-writes by position token (docs/architecture.md, "Read-your-writes by position token"): a command that
 * answers before the read models show its write sends this header; the client sends the value back on its next reads,
 * which then wait until the read models have passed that write.
 */
export const WRITE_POSITION_HEADER = 'x-write-position';
export const READ_AFTER_HEADER = 'x-read-after';

import { READ_AFTER_HEADER, WRITE_POSITION_HEADER } from '@wl/contracts';

/**
 * The signed log position of this tab's last write that the server answered before its read models showed it; the
 * tab's reads send it back, so they wait for that write on whichever server process answers them.
 */
let lastWrite: string | null = null;

export function rememberWritePosition(headers: Headers): void {
  lastWrite = headers.get(WRITE_POSITION_HEADER) ?? lastWrite;
}

export function readAfterHeaders(): Record<string, string> {
  return lastWrite ? { [READ_AFTER_HEADER]: lastWrite } : {};
}

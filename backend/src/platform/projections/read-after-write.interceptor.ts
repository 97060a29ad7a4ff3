import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { from, type Observable, switchMap } from 'rxjs';
import { requestOf } from '../http/request-session.js';
import { WritePositions } from './write-positions.js';

const READS = new Set(['GET', 'HEAD']);

/**
 * Every read of the API first waits for the caller's last write that answered before the read models showed it
 * (WritePositions). Commands do not wait: they decide on the streams, which always hold every write.
 */
@Injectable()
export class ReadAfterWriteInterceptor implements NestInterceptor {
  constructor(private readonly positions: WritePositions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !READS.has(requestOf(context).method)) return next.handle();
    return from(this.positions.awaitFor(requestOf(context))).pipe(switchMap(() => next.handle()));
  }
}

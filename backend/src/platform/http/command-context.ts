import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { CommandContext } from '../domain/aggregate-store.js';
import { CONTEXT_ID_HEADER } from '@wl/contracts';
import { requestOf, type SessionRequest } from './request-session.js';

const contextIdOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 128) : null);

/** Correlation and acting user of a command, taken from the request. */
export const CommandCtx = createParamDecorator((_: unknown, context: ExecutionContext): CommandContext =>
  commandContextOf(requestOf(context)),
);

export function commandContextOf(request: SessionRequest): CommandContext {
  const body = request.body as { contextId?: unknown } | undefined;
  return {
    commandId: randomUUID(),
    // The request's one correlation id (observability/correlation-id.ts): also in its log line and answer header.
    correlationId: request.id,
    userId: request.session?.userId ?? null,
    contextId: contextIdOf(body?.contextId ?? request.headers[CONTEXT_ID_HEADER]),
  };
}

import type { FastifyReply } from 'fastify';
import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { commandContextOf } from '../http/command-context.js';
import { refusal } from '../http/refusal.js';
import { requestOf } from '../http/request-session.js';
import { ZodPipe } from '../http/zod-body.js';
import { RunUseCase } from './run-use-case.js';
import type { AnyUseCase } from './use-case.js';

/**
 * Where a route carries the payload: its JSON body, or its path parameters and query (`DELETE .../:id` gives `{ id }`),
 * or those and a raw body (a picture's bytes) as `upload`.
 */
export type PayloadSource = 'body' | 'params' | 'upload';

const payloadOf = (request: { body?: unknown; query: unknown; params: unknown }, source: PayloadSource): unknown => {
  if (source === 'body') return request.body;
  const fields = { ...(request.query as object), ...(request.params as object) };
  return source === 'upload' ? { ...fields, upload: request.body } : fields;
};

/** What `RunsUseCase` records on a route's parameter: the route table (and the tests that walk it) read it there. */
export class UseCaseBinding {
  constructor(
    readonly useCase: AnyUseCase,
    readonly source: PayloadSource,
  ) {}
}

/**
 * Binds a use case to its route: the parameter becomes the `RunUseCase` command for the request, which the handler
 * sends on the CommandBus (`return this.commands.execute(command)`). The payload is parsed by the use case's schema
 * first (400 InvalidInput), then a login it requires is checked (401 NotLoggedIn), as every route did by hand.
 */
const UseCaseCommand = createParamDecorator(({ useCase, source }: UseCaseBinding, context: ExecutionContext) => {
  const request = requestOf(context);
  const payload: unknown = new ZodPipe(useCase.payload).transform(payloadOf(request, source));
  const session = request.session;
  if (useCase.login === 'required' && !session?.userId)
    throw new UnauthorizedException(refusal('NotLoggedIn', 'Login required'));
  const actor = { userId: session?.userId ?? null, accessGrants: session?.accessGrants ?? [], address: request.ip };
  const browser = useCase.session ? { session, reply: context.switchToHttp().getResponse<FastifyReply>() } : null;
  return new RunUseCase(useCase, payload, actor, commandContextOf(request), browser);
});

/** `@RunsUseCase(postInForum) command: RunUseCase<typeof postInForum>` on a route handler's parameter. */
export const RunsUseCase = (useCase: AnyUseCase, source: PayloadSource = 'body') =>
  UseCaseCommand(new UseCaseBinding(useCase, source));

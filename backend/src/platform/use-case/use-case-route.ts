import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { commandContextOf } from '../http/command-context.js';
import { refusal } from '../http/refusal.js';
import { requestOf } from '../http/request-session.js';
import { ZodPipe } from '../http/zod-body.js';
import { RunUseCase } from './run-use-case.js';
import type { AnyUseCase } from './use-case.js';

/** Where a route carries the payload: its JSON body, or its path parameters (`DELETE .../:id` gives `{ id }`). */
export type PayloadSource = 'body' | 'params';

/**
 * Binds a use case to its route: the parameter becomes the `RunUseCase` command for the request, which the handler
 * sends on the CommandBus (`return this.commands.execute(command)`). The payload is parsed by the use case's schema
 * first (400 InvalidInput), then a login it requires is checked (401 NotLoggedIn), as every route did by hand.
 */
const UseCaseCommand = createParamDecorator(([useCase, source]: [AnyUseCase, PayloadSource], context: ExecutionContext) => {
  const request = requestOf(context);
  const payload: unknown = new ZodPipe(useCase.payload).transform(source === 'body' ? request.body : request.params);
  const session = request.session;
  if (useCase.login === 'required' && !session?.userId) throw new UnauthorizedException(refusal('NotLoggedIn', 'Login required'));
  return new RunUseCase(useCase, payload, { userId: session?.userId ?? null, accessGrants: session?.accessGrants ?? [], address: request.ip }, commandContextOf(request));
});

/** `@RunsUseCase(postInForum) command: RunUseCase<typeof postInForum>` on a route handler's parameter. */
export const RunsUseCase = (useCase: AnyUseCase, source: PayloadSource = 'body') => UseCaseCommand([useCase, source]);

import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { requestEmailVerification } from './request-email-verification/request-email-verification.js';
import { verifyEmail } from './verify-email/verify-email.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';

/** Confirming the e-mail address by a mailed single-use link (not in the spec: docs/architecture.md). */
@Controller('api/Account')
export class EmailVerificationController {
  constructor(private readonly commands: CommandBus) {}

  /** The code is the capability (`verify-email/`). */
  @Post('VerifyEmail')
  @HttpCode(204)
  verify(@RunsUseCase(verifyEmail) command: RunUseCase<typeof verifyEmail>) {
    return this.commands.execute(command);
  }

  /** A new link to the logged-in user's current address (`request-email-verification/`); 422 AlreadyVerified. */
  @Post('RequestEmailVerification')
  @HttpCode(204)
  request(@RunsUseCase(requestEmailVerification, 'params') command: RunUseCase<typeof requestEmailVerification>) {
    return this.commands.execute(command);
  }
}

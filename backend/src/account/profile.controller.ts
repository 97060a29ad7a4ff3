import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type DeleteUserQuestion, t } from '@wl/contracts';
import { CurrentUserId } from '../platform/http/request-session.js';
import type { RunUseCase } from '../platform/use-case/run-use-case.js';
import { RunsUseCase } from '../platform/use-case/use-case-route.js';
import { deleteAccount } from './delete-account/delete-account.js';
import { editProfile } from './edit-profile/edit-profile.js';

/** The question asked before an account is deleted; the last answer lets the person write their own. */
const leavingQuestion = (): DeleteUserQuestion => ({
  id: 1,
  question: t('delete.question'),
  answers: (['no_longer_needed', 'other_site', 'too_many_mails', 'too_difficult', 'privacy', 'other'] as const).map(
    (key, index) => ({ id: index + 1, answer: t(`delete.answer.${key}`) }),
  ),
});

/** The logged-in user's own profile: edit it (`edit-profile/`), or leave (`delete-account/`). */
@Controller('api/Account')
export class ProfileController {
  constructor(private readonly commands: CommandBus) {}

  @Post('Edit')
  @HttpCode(200)
  edit(@RunsUseCase(editProfile) command: RunUseCase<typeof editProfile>) {
    return this.commands.execute(command);
  }

  @Get('GetDeleteUserQuestion')
  deleteQuestion(@CurrentUserId() _userId: string): DeleteUserQuestion {
    return leavingQuestion();
  }

  @Post('Delete')
  @HttpCode(200)
  delete(@RunsUseCase(deleteAccount) command: RunUseCase<typeof deleteAccount>) {
    return this.commands.execute(command);
  }
}

import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/index.js';
import { OccasionReminders } from './occasion-reminders.js';
import { OverviewMails } from './overview-mails.js';

/** The site's own periodic mails: the overview and the reminders (docs/mailings.md). */
@Module({
  imports: [WishlistModule],
  providers: [OverviewMails, OccasionReminders],
})
export class MailingsModule {}

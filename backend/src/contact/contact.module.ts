import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { ContactController } from './contact.controller.js';
import { ContactMailReactor } from './contact-mail.reactor.js';

@Module({
  imports: [AccountModule],
  controllers: [ContactController],
  providers: [ContactMailReactor],
})
export class ContactModule {}

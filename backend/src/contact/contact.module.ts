import { Module } from '@nestjs/common';
import { AccountModule } from '../account/index.js';
import { ContactController } from './contact.controller.js';
import { ContactMailReactor } from './contact-mail.reactor.js';

@Module({
  imports: [AccountModule],
  controllers: [ContactController],
  providers: [ContactMailReactor],
})
export class ContactModule {}

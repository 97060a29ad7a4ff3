import { Module } from '@nestjs/common';
import { WishlistModule } from '../wishlist/index.js';
import { AccountController } from './account.controller.js';
import { AccountQueries } from './account.queries.js';
import { EmailSettingsController } from './email-settings.controller.js';
import { EmailVerificationController } from './email-verification.controller.js';
import { VerificationMails } from './verification-mails.js';
import { AccountMailsReactor } from './account-mails.reactor.js';
import { MailedCodes } from './mailed-code.js';
import { UserContacts } from './user-contact.js';
import { ClaimChecks } from './claim-checks.js';
import { ClaimsReactor } from './claims.reactor.js';
import { ErasureReactor } from './erasure.reactor.js';
import { FirstWishlistReactor } from './first-wishlist.reactor.js';
import { ProfileController } from './profile.controller.js';
import { PasswordResetController } from './password-reset.controller.js';
import { ExtraOwnerInviteReactor } from './extra-owner-invite.reactor.js';
import { SignInLinkController } from './sign-in-link/sign-in-link.controller.js';
import { SignInLinkRequests } from './sign-in-link/sign-in-link-requests.js';
import { CoOwnerRemovedMailReactor } from './co-owner-removed-mail.reactor.js';
import { AccountExistence } from '../platform/http/account-existence.js';
import { StreamAccountExistence } from './account-existence.js';

@Module({
  imports: [WishlistModule],
  controllers: [
    AccountController,
    PasswordResetController,
    EmailSettingsController,
    ProfileController,
    EmailVerificationController,
    SignInLinkController,
  ],
  providers: [
    AccountQueries,
    VerificationMails,
    MailedCodes,
    UserContacts,
    AccountMailsReactor,
    ClaimChecks,
    ClaimsReactor,
    ErasureReactor,
    FirstWishlistReactor,
    ExtraOwnerInviteReactor,
    SignInLinkRequests,
    CoOwnerRemovedMailReactor,
    { provide: AccountExistence, useClass: StreamAccountExistence },
  ],
  // AccountExistence answers the platform's session guard.
  exports: [UserContacts, AccountExistence],
})
export class AccountModule {}

/**
 * The contract's schemas that the modules of the first routes check with: imported only through
 * `loadContractSchemas` (lazySchemas.ts), so zod and these schemas are a chunk of their own that the first routes do
 * not wait for (docs/architecture.md, Code splitting). Pages loaded later import their schemas directly.
 */
import { CreateAccountAnswer, CurrentUser, Friend, WishlistSummary } from '@wl/contracts';

export {
  AccessStateAnswer,
  AddFriendAnswer,
  BadRequestAnswer,
  CategoryMoveAnswer,
  CheckEmailAnswer,
  CheckSessionAnswer,
  CheckUsernameAnswer,
  CreateAccountAnswer,
  CreateForumPostRequest,
  CrossedOffAnswer,
  CrossedOffGiftAnswer,
  CrossOffAnswer,
  CsrfTokenAnswer,
  CurrentUser,
  Email,
  ForumPost,
  GiftEditAnswer,
  JoinAnswer,
  liveMessages,
  LoginRequest,
  NewOwnerInvite,
  OwnerCategory,
  OwnerInviteInfo,
  OwnersAndInvitesAnswer,
  OwnerWishlist,
  PartialProblemAnswer,
  ProblemAnswer,
  SignInWithLinkAnswer,
  SiteStats,
  SiteConfig,
  UndoCrossOffAnswer,
  UpdateDescriptionRequest,
  UpdateOccasionRequest,
  UpdateTitleRequest,
  UsedInRecentLotAnswer,
  VerifyAnswerAnswer,
  VerifyAnswerRequest,
  VisitorWishlist,
  WebVersionAnswer,
} from '@wl/contracts';

export const CurrentUserOrNone = CurrentUser.nullable();
export const Friends = Friend.array();
export const WishlistSummaries = WishlistSummary.array();
export const CreatedAccountUser = CreateAccountAnswer.pick({ user: true });

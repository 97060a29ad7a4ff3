import type { ProblemCode } from '@wl/contracts';
import { Problem } from '../platform/domain/problem.js';
import type { Read } from '../platform/use-case/use-case.js';
import { WishlistQueries } from './wishlist.queries.js';

/**
 * The list a category is on, found in the read model (`locate` only: the list's stream then decides whether the category
 * is still there and the caller owns it); a category it does not know refuses with `problem`.
 */
export async function listOfCategory(read: Read, categoryId: string, problem: ProblemCode): Promise<string> {
  const category = await read(WishlistQueries).category(categoryId);
  if (!category) throw new Problem(problem);
  return category.wishlistId;
}

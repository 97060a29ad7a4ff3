import type { ShopsAnswer } from '@wl/contracts';
import type { z } from 'zod';
import { shopCatalogueDecider, type ShopCatalogueCommand } from '../../shops/shop-catalogue.decider.js';
import { SHOP_CATALOGUE, shopCatalogueOf } from '../../shops/shop-catalogue.streams.js';
import { type Data, defineUseCase, type Read } from '../../platform/use-case/use-case.js';
import { SupportAudit } from '../support-audit.js';

/** A support edit of the directory: every catalogue command but the seed. */
export type ShopEdit = Exclude<ShopCatalogueCommand, { type: 'Seed' }>;

/** What the audit records of an edit: the entry's id, and its new name and address where it has them. */
const detailOf = (edit: ShopEdit) =>
  [
    'shopId' in edit ? edit.shopId : edit.categoryId,
    'name' in edit ? edit.name : null,
    'url' in edit ? edit.url : null,
    'imageId' in edit ? edit.imageId : null,
  ]
    .filter(Boolean)
    .join(' ');

/**
 * One of support's edits of the shop directory (docs/content.md, "Shops"), decided on the `shop-catalogue` stream
 * with its expected revision. Like the other support actions, each is recorded in `support-operations` before it is
 * done; a refusal the catalogue's state already gives (unknown id, a name taken) is answered before that (`check`)
 * and not recorded. The answer is the directory the edit left, as the stream holds it.
 *
 * `edit` is the catalogue command the payload asks for, as its refusals judge it; `complete` makes the command that is
 * decided when it takes more than the payload (a stored picture), after the check and before the record.
 */
export const defineShopEdit = <Payload>(parts: {
  name: string;
  payload: z.ZodType<Payload>;
  edit: (payload: Data<Payload>) => ShopEdit;
  complete?: (payload: Payload, read: Read) => Promise<ShopEdit>;
}) =>
  defineUseCase({
    name: parts.name,
    payload: parts.payload,
    login: 'required',
    streams: { catalogue: shopCatalogueOf },
    decides: 'catalogue',
    locate: async () => ({ catalogue: SHOP_CATALOGUE }),
    check({ catalogue }, payload) {
      shopCatalogueDecider.decide(parts.edit(payload), catalogue.state);
    },
    async prepare(payload, actor, read, { context }) {
      const edit = parts.complete ? await parts.complete(payload, read) : parts.edit(payload as Data<Payload>);
      await read(SupportAudit).record(actor.userId, edit.type, null, detailOf(edit), [], context);
      return edit;
    },
    decide: ({ catalogue }, edit) => shopCatalogueDecider.decide(edit, catalogue.state),
    readYourWrites: 'answer',
    answer: ({ state }): ShopsAnswer => state.directory,
  });

import { tMail } from '@wl/contracts';
import { CrossOffMailReactor } from '../../backend/src/crossoff/cross-off-mail.reactor.js';
import { ownerWithGift, register } from '../support/api-client.js';
import { reactorSpec } from '../support/reactor-spec.js';

const DAY = 86_400_000;

describe('the cross-off mail reactor', () => {
  const spec = reactorSpec(CrossOffMailReactor);

  /** A gift crossed off by a new giver, who chose `settings` for her mail first. */
  async function crossedOff(
    settings: { enableCrossOffNotifications: boolean } = { enableCrossOffNotifications: true },
  ) {
    const { owner, giftId } = await ownerWithGift(spec.app.url);
    const giver = await register(spec.app.url);
    if (!settings.enableCrossOffNotifications) {
      const edit = await giver.client.post('/api/Account/Edit', {
        userPrivateGuid: giver.userId,
        firstName: giver.account.firstName,
        lastName: giver.account.lastName,
        email: giver.account.email,
        overviewEmailFrequency: 0,
        enableCrossOffNotifications: false,
      });
      expect(edit.status).toBe(200);
    }
    expect((await giver.client.post('/api/Gift/CrossOff', { publicGiftGuid: giftId })).status).toBe(200);
    return { owner, giver, giftId };
  }

  it('given a cross-off, then the giver is mailed her undo link, once however often the event comes', async () => {
    const { owner, giver, giftId } = await crossedOff();
    const effects = await spec.reacts();
    const ownerName = `${owner.account.firstName} ${owner.account.lastName}`;
    expect(effects).toEqual({
      events: [],
      mails: [
        {
          to: giver.account.email,
          subject: tMail('mail.crossed_off.subject', { owner: ownerName }),
          text: expect.stringMatching(new RegExp(`/crossedoff/${giftId}/[0-9a-f-]+`)),
        },
      ],
    });
    expect(effects.mails[0]!.text).toContain('Een boek');
  });

  it('given a giver who turned the mail off, then nothing', async () => {
    await crossedOff({ enableCrossOffNotifications: false });
    expect(await spec.reacts()).toEqual({ events: [], mails: [] });
  });

  it('given a cross-off the reactor reaches only days later (a parked event let go), then no late mail', async () => {
    await crossedOff();
    spec.clock.advance(7 * DAY);
    expect(await spec.reacts()).toEqual({ events: [], mails: [] });
  });
});

import { tMail } from '@wl/contracts';
import { LotingMailsReactor } from '../../backend/src/lots/loting-mails.reactor.js';
import { register } from '../support/api-client.js';
import { createLoting } from '../support/loting-draws.js';
import { reactorSpec } from '../support/reactor-spec.js';

const lotLinkIn = (text: string) => /\/lootjestrekken\/lootje\/([0-9a-f-]{36})/.exec(text)?.[1];

describe('the lot mails reactor', () => {
  const spec = reactorSpec(LotingMailsReactor);

  it('given a draw, then every participant is mailed their own lot once and the organizer also the organizer link', async () => {
    const organizer = await register(spec.app.url);
    const draw = await createLoting(organizer.client, ['Bert', 'Carla']);
    expect(draw.status).toBe(201);
    const [, bert, carla] = draw.participants;

    const { events, mails } = await spec.reacts();
    expect(events).toEqual([]);
    const title = 'Kerstfeest';
    expect(mails.map(({ to, subject }) => ({ to, subject })).sort((a, b) => a.to.localeCompare(b.to))).toEqual(
      [
        { to: bert!.email, subject: tMail('mail.lot.subject', { title }) },
        { to: carla!.email, subject: tMail('mail.lot.subject', { title }) },
        { to: organizer.account.email, subject: tMail('mail.lot.organizer.subject', { title }) },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
    const toOrganizer = mails.find((mail) => mail.to === organizer.account.email)!;
    expect(lotLinkIn(toOrganizer.text)).toBe(draw.body.organizerLot);
    expect(toOrganizer.text).toContain(draw.body.manageGuid);
    // Each lot has its own link, and only the organizer's mail holds the manage link.
    expect(new Set(mails.map((mail) => lotLinkIn(mail.text))).size).toBe(3);
    expect(mails.filter((mail) => mail.text.includes(draw.body.manageGuid))).toHaveLength(1);
  });

  it('given a draw deleted before its mails went out, then none', async () => {
    const organizer = await register(spec.app.url);
    const draw = await createLoting(organizer.client);
    expect((await organizer.client.delete(`/api/Loting/${draw.body.manageGuid}`)).status).toBe(200);
    expect(await spec.reacts()).toEqual({ events: [], mails: [] });
  });

  it('given a resent lot, then that participant alone gets it again', async () => {
    const organizer = await register(spec.app.url);
    const draw = await createLoting(organizer.client, ['Bert', 'Carla']);
    await spec.reacts();
    const view = await organizer.client.get<{ participants: { publicGuid: string; name: string }[] }>(
      `/api/Loting/${draw.body.manageGuid}`,
    );
    const bert = view.body.participants.find((p) => p.name === 'Bert')!;
    expect(
      (
        await organizer.client.post('/api/Loting/ResendLot', {
          manageGuid: draw.body.manageGuid,
          participantPublicGuid: bert.publicGuid,
        })
      ).status,
    ).toBe(204);

    const { mails } = await spec.reacts();
    expect(mails).toEqual([
      {
        to: draw.participants[1]!.email,
        subject: tMail('mail.lot.resent.subject', { title: 'Kerstfeest' }),
        text: expect.any(String),
      },
    ]);
  });
});

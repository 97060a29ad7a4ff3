import { Inject, Injectable } from '@nestjs/common';
import { openStoredEvent, type PersonalDataExport } from '@wl/contracts';
import pLimit from 'p-limit';
import { Clock } from '../platform/domain/clock.js';
import type { EventStore } from '../platform/event-store/event-store.port.js';
import { Images } from '../platform/images/images.js';
import { PersonalData } from '../platform/personal-data/personal-data.js';
import { ServerBusy } from '../platform/security/passwords.js';
import { EVENT_STORE } from '../platform/tokens.js';
import { foldSections } from './export-fold.js';
import { ExportLots } from './export-lots.js';
import { MyEvents } from './my-events.js';

const PAGE = 1000;
/** Each export reads the whole log: one at a time in a process, so exports never take both cores from the API. */
const ONE_AT_A_TIME = pLimit(1);
/** Beyond this many waiting, an export is refused with 503 `ServerBusy` rather than holding its connection for long. */
const MAX_WAITING = 10;

/**
 * Everything the log holds about one person (docs/support.md, "Personal data export"). The log is read once, in
 * order, because the person's streams are only known as it names them (a list's gifts, a cross-off on anyone's gift,
 * a post in anyone's forum); the read models are not used, so the export also shows what they no longer hold
 * (undone cross-offs, deleted lists).
 */
@Injectable()
export class PersonalDataExports {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly personal: PersonalData,
    private readonly lots: ExportLots,
    private readonly images: Images,
    private readonly clock: Clock,
  ) {}

  /** Refuses (503) when too many exports wait already; checked before the caller's rate limit is counted. */
  assertRoom(): void {
    if (ONE_AT_A_TIME.pendingCount >= MAX_WAITING) throw new ServerBusy();
  }

  of(userId: string): Promise<PersonalDataExport> {
    this.assertRoom();
    return ONE_AT_A_TIME(() => this.build(userId));
  }

  /** The export's pictures that are still stored, by image id. */
  async pictures(data: PersonalDataExport): Promise<Map<string, Buffer>> {
    const found = await Promise.all(data.pictures.map(async (id) => [id, (await this.images.get(id))?.bytes] as const));
    return new Map(found.filter((entry): entry is readonly [string, Buffer] => entry[1] !== undefined));
  }

  private async build(userId: string): Promise<PersonalDataExport> {
    const mine = new MyEvents(userId);
    for (let after: string | null = null; ;) {
      const page = await this.events.readAll(after, PAGE);
      for (const stored of page) mine.take({ ...openStoredEvent(stored), streamId: stored.streamId });
      if (page.length < PAGE) break;
      after = page[page.length - 1]!.position;
    }
    const { emailIndex, emailVerified, ...sections } = await foldSections(
      mine.events,
      (sealed) => this.personal.open(sealed),
      mine.publicGuids,
    );
    const lots = [...mine.lotsByUser].flatMap(([lotingId, ids]) =>
      [...ids].map((participantId) => ({ lotingId, participantId })),
    );
    if (emailIndex && emailVerified) lots.push(...(mine.lotsByEmailIndex.get(emailIndex) ?? []));
    const [lotingsOrganized, lotsReceived] = await Promise.all([
      Promise.all([...mine.lotingsOrganized].map((id) => this.lots.organized(id))),
      Promise.all(
        lots.map(({ lotingId, participantId }) => this.lots.received(lotingId, participantId, mine.publicGuids)),
      ),
    ]);
    return {
      exportedAt: this.clock.now().toISOString(),
      userId,
      ...sections,
      lotingsOrganized,
      lotsReceived: lotsReceived.filter((lot) => lot !== null),
    };
  }
}

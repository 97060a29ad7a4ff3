import { Controller, Get, Query, Res } from '@nestjs/common';
import { PersonalDataExportQuery } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { Clock } from '../platform/domain/clock.js';
import { CurrentUserId } from '../platform/http/request-session.js';
import { ZodPipe } from '../platform/http/zod-body.js';
import { RateLimits } from '../platform/security/rate-limits.js';
import { exportZip } from './export-zip.js';
import { PersonalDataExports } from './personal-data-export.js';

/** `GET /api/Account/Export`: the logged-in person's own data as a download (docs/support.md, "Personal data export"). */
@Controller('api/Account')
export class PersonalDataExportController {
  constructor(
    private readonly exports: PersonalDataExports,
    private readonly rateLimits: RateLimits,
    private readonly clock: Clock,
  ) {}

  @Get('Export')
  async export(
    @Query(new ZodPipe(PersonalDataExportQuery)) { format }: z.infer<typeof PersonalDataExportQuery>,
    @CurrentUserId() userId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.exports.assertRoom();
    await this.rateLimits.consume('exportsPerUser', userId);
    const data = await this.exports.of(userId);
    const json = JSON.stringify(data, null, 2);
    const name = `verlanglijstje-gegevens-${this.clock.now().toISOString().slice(0, 10)}`;
    const body = format === 'zip' ? await exportZip(json, await this.exports.pictures(data)) : json;
    await reply
      .header('content-type', format === 'zip' ? 'application/zip' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .send(body);
  }
}

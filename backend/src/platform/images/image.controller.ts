import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { Guid, ImageQuery } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { ZodPipe } from '../http/zod-body.js';
import { Images } from './images.js';
import { PublicAnswer } from '../http/cache-policy.js';

@Controller('api/Image')
export class ImageController {
  constructor(private readonly images: Images) {}

  /**
   * An image id never changes content, but a picture stops being served once no list or gift shows it: only the
   * viewer's browser may keep it, for a day at most.
   */
  @Get(':id')
  @PublicAnswer()
  async get(@Param('id') id: string, @Query(new ZodPipe(ImageQuery)) { size }: ImageQuery, @Res() reply: FastifyReply) {
    const image = Guid.safeParse(id).success ? await this.images.get(id, size ?? 'full') : null;
    if (!image) throw new NotFoundException();
    return reply.type(image.type).header('cache-control', 'private, max-age=86400').send(image.bytes);
  }
}

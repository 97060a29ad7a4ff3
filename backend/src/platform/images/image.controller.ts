import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { Guid } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { Images } from './images.js';

@Controller('api/Image')
export class ImageController {
  constructor(private readonly images: Images) {}

  /**
   * An image id never changes content, but a picture stops being served once no list or gift shows it: only the
   * viewer's browser may keep it, for a day at most.
   */
  @Get(':id')
  async get(@Param('id') id: string, @Res() reply: FastifyReply) {
    const png = Guid.safeParse(id).success ? await this.images.get(id) : null;
    if (!png) throw new NotFoundException();
    return reply.type('image/png').header('cache-control', 'private, max-age=86400').send(png);
  }
}

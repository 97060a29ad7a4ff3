import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { Guid } from '@wl/contracts';
import type { FastifyReply } from 'fastify';
import { Images } from './images.js';

@Controller('api/Image')
export class ImageController {
  constructor(private readonly images: Images) {}

  /** Image ids never change content, so browsers may keep them for a year. */
  @Get(':id')
  async get(@Param('id') id: string, @Res() reply: FastifyReply) {
    const png = Guid.safeParse(id).success ? await this.images.get(id) : null;
    if (!png) throw new NotFoundException();
    return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(png);
  }
}
